import { useState } from 'react'
import {
  fetchOAuthTokens,
  revokeOAuthToken,
  type OAuthToken,
} from '../../../api/endpoints/security'
import { api } from '../../../api/client'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { sessionStillValid, useEndSession } from './endSession'
import { Done, LoadStatus, useLoaded } from './parts'
import styles from './Security.module.css'
import { SettingsSection } from '../SettingsSection'

const M = 'settings_security'

const loadTokens = (signal?: AbortSignal) => fetchOAuthTokens(api(), signal)

/**
 * The OAuth tokens that can act for the account, each revocable. The list
 * does not say which token is this browser's, so after a revocation the
 * session is checked: if it was this one, it ends here at once.
 */
export function TokensSection() {
  const { t, i18n } = useTranslation()
  const endSession = useEndSession()
  const { load, setLoad, retry } = useLoaded(loadTokens)
  const [busy, setBusy] = useState<string | null>(null)
  const [failedId, setFailedId] = useState<string | null>(null)
  const [revoked, setRevoked] = useState<string | null>(null)

  const dateText = (iso: string | null) => {
    const d = iso ? new Date(iso) : null
    return d && !Number.isNaN(d.getTime())
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          d,
        )
      : '—'
  }

  const revoke = async (token: OAuthToken) => {
    setBusy(token.id)
    setFailedId(null)
    setRevoked(null)
    try {
      await revokeOAuthToken(api(), token.id)
    } catch {
      setFailedId(token.id)
      setBusy(null)
      return
    }
    if (!(await sessionStillValid())) {
      await endSession(`${M}.session_ended`)
      return
    }
    setBusy(null)
    setRevoked(token.appName || t(`${M}.tokens_unnamed`))
    setLoad((s) =>
      s.phase === 'ready' ? { ...s, value: s.value.filter((x) => x.id !== token.id) } : s,
    )
  }

  return (
    <SettingsSection title={t(`${M}.tokens_title`)} hint={t(`${M}.tokens_hint`)}>
      <LoadStatus
        phase={load.phase}
        loadingText={t(`${M}.tokens_loading`)}
        errorText={t(`${M}.tokens_load_error`)}
        onRetry={retry}
      />
      {revoked && <Done>{t(`${M}.tokens_revoked`, { app: revoked })}</Done>}
      {load.phase === 'ready' &&
        (load.value.length === 0 ? (
          <p>{t(`${M}.tokens_empty`)}</p>
        ) : (
          <ul className={styles.list} aria-label={t(`${M}.tokens_title`)}>
            {load.value.map((token) => {
              const app = token.appName || t(`${M}.tokens_unnamed`)
              const date = dateText(token.validUntil)
              return (
                <li key={token.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <span>{app}</span>
                    <span className={styles.muted}>{t(`${M}.tokens_valid_until`, { date })}</span>
                    {failedId === token.id && (
                      <span role="alert" className={styles.danger}>
                        {t(`${M}.tokens_revoke_error`)}
                      </span>
                    )}
                  </span>
                  <Button
                    size="small"
                    variant="danger"
                    disabled={busy !== null}
                    aria-busy={busy === token.id || undefined}
                    aria-label={t(`${M}.tokens_revoke_label`, { app, date })}
                    onClick={() => void revoke(token)}
                  >
                    {busy === token.id && <Spinner />}
                    {t(`${M}.tokens_revoke`)}
                  </Button>
                </li>
              )
            })}
          </ul>
        ))}
    </SettingsSection>
  )
}
