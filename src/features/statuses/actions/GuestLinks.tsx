import { useId } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import { useFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import styles from './StatusActions.module.css'

const ACTIONS = ['reply', 'favourite', 'repeat'] as const

/**
 * Akkoma and Pleroma's remote interaction page (spec 1 §2): the visitor
 * types their own handle there and is sent on to their instance, which
 * fetches the status by its address.
 */
export function remoteInteractionUrl(server: string, statusId: string): string {
  return `${server.replace(/\/+$/, '')}/main/ostatus?status_id=${encodeURIComponent(statusId)}`
}

/**
 * What guests get instead of action buttons (spec 2 §1, §6): links to act
 * from their own instance. Through the server's remote interaction page
 * where it has one; elsewhere the status on its home server, from where
 * their instance can find it.
 */
export function GuestLinks({ statusId }: { statusId: string }) {
  const { t } = useTranslation()
  const hintId = useId()
  const remoteInteraction = useFeature('remoteFollow')
  const server = useSession((s) => s.instance?.server) || window.location.origin
  const home = useEntities((s) => {
    const status = s.statuses[statusId]
    return status ? status.uri || status.url : ''
  })
  if (!home) return null
  const href = remoteInteraction ? remoteInteractionUrl(server, statusId) : home
  return (
    <div className={styles.guest}>
      <p id={hintId} className={styles.guestHint}>
        {remoteInteraction
          ? t('status_actions.guest.hint_remote_interaction')
          : t('status_actions.guest.hint')}
      </p>
      <ul className={styles.guestLinks}>
        {ACTIONS.map((action) => (
          <li key={action}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
              {t(`status_actions.guest.${action}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
