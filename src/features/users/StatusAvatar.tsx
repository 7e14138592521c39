import { lazy } from '../../ui/lazy'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { Avatar } from '../../ui/Avatar'
import styles from './StatusAvatar.module.css'

/** The full card a status shows under its header when the avatar is clicked (lazy). */
export const StatusUserCard = lazy(() => import('./StatusUserCard'))

/**
 * A status's avatar: a button that expands the author's full user card in
 * place (the basic card expands to the full card on avatar click).
 */
export function StatusAvatar({
  account,
  expanded,
  onToggle,
  className,
}: {
  account: Account
  expanded: boolean
  onToggle: () => void
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={`${styles.avatar} ${className ?? ''}`}
      aria-expanded={expanded}
      aria-label={t('user_card.avatar_of', { name: account.display_name || account.username })}
      onClick={onToggle}
    >
      <Avatar src={account.avatar} size={48} />
    </button>
  )
}
