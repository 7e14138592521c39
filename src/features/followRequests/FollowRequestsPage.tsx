import './messages'
import { useEffect } from 'react'
import { Page } from '../../ui/Page'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { AsyncErrorPanel, LoadingPanel, Spinner } from '../../ui/Spinner'
import { UserCardCompact } from '../users'
import { FollowRequestButtons } from './FollowRequestButtons'
import { loadFollowRequests, loadMoreFollowRequests, useFollowRequests } from './store'
import styles from './FollowRequests.module.css'

/** The follow requests page: who asked to follow, with approve and deny. */
export default function FollowRequestsPage() {
  const { t } = useTranslation()
  const phase = useFollowRequests((s) => s.phase)
  const accounts = useFollowRequests((s) => s.accounts)
  const hasMore = useFollowRequests((s) => s.next !== null)
  const loadingMore = useFollowRequests((s) => s.loadingMore)
  const moreError = useFollowRequests((s) => s.moreError)
  const ownerId = useFollowRequests((s) => s.ownerId)
  useDocumentTitle(t('follow_requests.title'))

  // Fresh on every visit: requests arrive while the page is closed.
  useEffect(() => {
    void loadFollowRequests()
  }, [ownerId])

  return (
    <Page titleId="follow-requests-title" title={t('follow_requests.title')}>
      {phase === 'error' ? (
        <AsyncErrorPanel
          message={t('follow_requests.load_error')}
          onRetry={() => void loadFollowRequests()}
        />
      ) : phase !== 'ready' ? (
        <LoadingPanel />
      ) : accounts.length === 0 ? (
        <p className="page-note">{t('follow_requests.empty')}</p>
      ) : (
        <>
          <p className="page-note">{t('follow_requests.intro')}</p>
          <ul className="page-rows">
            {accounts.map((account) => (
              <li key={account.id} className="page-row">
                <UserCardCompact account={account} />
                <FollowRequestButtons account={account} />
              </li>
            ))}
          </ul>
          {(hasMore || moreError) && (
            <div className={styles.footer}>
              {moreError && <p role="alert">{t('follow_requests.load_more_error')}</p>}
              <Button
                onClick={() => void loadMoreFollowRequests()}
                disabled={loadingMore}
                aria-busy={loadingMore || undefined}
              >
                {loadingMore && <Spinner />}
                {t('follow_requests.load_more')}
              </Button>
            </div>
          )}
        </>
      )}
    </Page>
  )
}
