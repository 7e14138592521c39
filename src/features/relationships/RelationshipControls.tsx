import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { AccountActionsMenu } from './AccountActionsMenu'
import { FollowButton } from './FollowButton'
import { usePendingAction, useRelationship } from '../../store/relationships'
import styles from './RelationshipControls.module.css'
import '../../i18n/areas/relationships'

/** The follow button shows its own progress; the others speak through the status line. */
const OWN_PROGRESS = new Set(['follow', 'unfollow'])

/**
 * Follow button and account actions for someone else's card: nothing for guests and for one's own account. A status
 * line tells what runs (Muting…, Blocking…) and what holds (muted, blocked).
 */
export function RelationshipControls({ account }: { account: Account }) {
  const me = useSession((s) => s.currentUserId)
  if (!me || me === account.id) return null
  return (
    <div className={styles.controls}>
      <FollowButton account={account} />
      <AccountActionsMenu account={account} />
      <RelationshipStatus accountId={account.id} />
    </div>
  )
}

function RelationshipStatus({ accountId }: { accountId: string }) {
  const { t } = useTranslation()
  const relationship = useRelationship(accountId)
  const pending = usePendingAction(accountId)
  const states: string[] = []
  if (relationship?.blocking) states.push(t('relationships.state.blocked'))
  if (relationship?.blocked_by) states.push(t('relationships.state.blocked_by'))
  if (relationship?.muting) states.push(t('relationships.state.muted'))
  if (relationship?.domain_blocking) states.push(t('relationships.state.domain_muted'))
  const progress =
    pending && !OWN_PROGRESS.has(pending) ? t(`relationships.progress.${pending}`) : ''
  return (
    <span role="status" className={styles.status}>
      {progress ||
        states.map((s) => (
          <span key={s} className={styles.badge}>
            {s}
          </span>
        ))}
    </span>
  )
}
