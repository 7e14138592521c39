import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { buttonClass } from '../../ui/Button'
import { remoteFollowAction } from './userCardLogic'
import styles from './UserCard.module.css'

/**
 * Remote follow for visitors on a local profile: a form posted
 * to /main/ostatus on the profile's host with the nickname and an empty
 * profile field; that page asks for the visitor's own handle and sends them
 * to their server. It opens in a new tab so the profile stays here.
 */
export function RemoteFollowForm({ account }: { account: Account }) {
  const { t } = useTranslation()
  const action = remoteFollowAction(account.url || window.location.href)
  if (!action) return null
  return (
    <form method="POST" action={action} target="_blank" className={styles.remoteFollow}>
      <input type="hidden" name="nickname" value={account.username} />
      <input type="hidden" name="profile" value="" />
      <button type="submit" className={buttonClass('primary', 'small')}>
        {t('user_card.remote_follow')}
      </button>
      <span className={styles.hint}>{t('user_card.remote_follow_hint')}</span>
    </form>
  )
}
