import { useId } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import styles from './StatusActions.module.css'

const ACTIONS = ['reply', 'favourite', 'repeat'] as const

/**
 * What guests get instead of action buttons (spec 2 §1, §6): links that open
 * the status on its home server, from where their own instance can find it.
 */
export function GuestLinks({ statusId }: { statusId: string }) {
  const { t } = useTranslation()
  const hintId = useId()
  const href = useEntities((s) => {
    const status = s.statuses[statusId]
    return status ? status.uri || status.url : ''
  })
  if (!href) return null
  return (
    <div className={styles.guest}>
      <p id={hintId} className={styles.guestHint}>
        {t('status_actions.guest.hint')}
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
