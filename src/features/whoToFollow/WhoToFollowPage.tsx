import { useEffect } from 'react'
import { Page } from '../../ui/Page'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useTranslation } from '../../i18n/react'
import { useRetainedAccounts } from '../../store/retention'
import { useFeature } from '../../store/serverFeatures'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { SuggestedAccount } from './SuggestedAccount'
import { loadSuggestions, useSuggestions } from './suggestionsStore'
import '../../i18n/areas/relationships'

/** The who-to-follow page: suggested accounts, each with a follow button. */
export default function WhoToFollowPage() {
  const { t } = useTranslation()
  const phase = useSuggestions((s) => s.phase)
  const ids = useSuggestions((s) => s.ids)
  useRetainedAccounts(ids)
  const offered = useFeature('suggestions')
  useDocumentTitle(t('who_to_follow.title'))

  // Fresh on every visit: what fits changes as the user follows people.
  useEffect(() => {
    if (offered) void loadSuggestions()
  }, [offered])

  return (
    <Page titleId="who-to-follow-title" title={t('who_to_follow.title')} clip={false}>
      {!offered ? (
        // Reached by an old link or bookmark on a server without suggestions.
        <p className="page-note">{t('who_to_follow.unavailable')}</p>
      ) : phase === 'error' ? (
        <AsyncErrorPanel
          message={t('who_to_follow.error')}
          onRetry={() => void loadSuggestions()}
        />
      ) : phase !== 'ready' ? (
        <LoadingPanel />
      ) : ids.length === 0 ? (
        <p className="page-note">{t('who_to_follow.empty')}</p>
      ) : (
        <ul className="page-rows page-rows-between" aria-label={t('who_to_follow.list_label')}>
          {ids.map((id) => (
            <SuggestedAccount key={id} id={id} />
          ))}
        </ul>
      )}
    </Page>
  )
}
