import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { resolveRemoteAccount } from '../../api/endpoints/relationships'
import { api } from '../../api/client'
import { Page } from '../../ui/Page'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { Spinner } from '../../ui/Spinner'
import { remoteAcct } from './remoteAcct'
import styles from './RemoteUserResolver.module.css'
import '../../i18n/areas/relationships'

/** The handles the server could not find (a new handle starts looking again). */
type NotFound = { acct: string | null }

/**
 * Remote profile routes: look the user up as user@host, then
 * replace the route with the profile by id; say so when nobody is found.
 */
export default function RemoteUserResolver() {
  const { t } = useTranslation()
  const params = useParams()
  const navigate = useNavigate()
  const acct = remoteAcct(params)
  const [notFound, setNotFound] = useState<NotFound | null>(null)
  const looking = acct !== null && notFound?.acct !== acct
  useDocumentTitle(t('remote_user_resolver.title'))

  useEffect(() => {
    if (!acct) return
    let live = true
    resolveRemoteAccount(api(), acct)
      .then((account) => {
        if (!live) return
        if (!account) {
          setNotFound({ acct })
          return
        }
        useEntities.getState().ingestAccounts([account])
        void navigate(`/users/${encodeURIComponent(account.id)}`, { replace: true })
      })
      .catch((error: unknown) => {
        console.warn('Remote user lookup failed', error)
        if (live) setNotFound({ acct })
      })
    return () => {
      live = false
    }
  }, [acct, navigate])

  const shown = acct ? `@${acct}` : (params.acct ?? '')
  return (
    <Page titleId="remote-user-title" title={t('remote_user_resolver.title')} clip={false}>
      {looking ? (
        <p className={styles.body} role="status">
          <Spinner />
          <span>{t('remote_user_resolver.searching', { acct: shown })}</span>
        </p>
      ) : (
        <p className={styles.body} role="alert">
          {t('remote_user_resolver.error', { acct: shown })}
        </p>
      )}
    </Page>
  )
}
