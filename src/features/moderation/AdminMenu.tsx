import './messages'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import { useSession } from '../../store/session'
import { ConfirmModal } from '../../ui/Modal'
import { Menu } from '../../ui/Menu'
import { useMenuButton } from '../../ui/useMenuButton'
import { errorText } from '../../api/readableError'
import { profileLink } from '../../ui/profileLink'
import { noteAdminRefusal } from '../../store/adminScopes'
import { patchCachedAccount, sendAdminAction } from './adminActions'
import {
  actionKey,
  adminMenuEntries,
  applyAdminAction,
  progressKey,
  type AdminAction,
  type ModeratedAccount,
} from './adminMenuModel'
import styles from './AdminMenu.module.css'
import { LineIcon } from '../../ui/icons'

const ShieldIcon = () => (
  <LineIcon size={18} join>
    <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" />
  </LineIcon>
)

interface AdminMenuProps {
  account: ModeratedAccount
  /** Shown in the button's name and the confirmation. */
  name: string
  /** The account after a successful action (lists keep their own copies). */
  onChanged?: (next: ModeratedAccount | null) => void
}

/**
 * The admin menu of a user card and of the users list (a lazy chunk): activation, deletion (confirmed; on that user's profile
 * it goes back in history after), roles for local users, the policy tags where
 * the instance runs TagPolicy. Each toggle shows its state and, while its
 * request runs, its progress; the menu keeps the keyboard of a menu button.
 */
export default function AdminMenu({ account, name, onChanged }: AdminMenuProps) {
  const { t } = useTranslation()
  const viewer = useCurrentUser()
  const tagPolicy = useSession((s) => s.instance?.tagPolicyAvailable ?? false)
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const [pending, setPending] = useState<AdminAction | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState('')
  const { open, close, wrapRef, buttonProps, menuProps } = useMenuButton()
  const location = useLocation()
  const navigate = useNavigate()

  if (!viewer || viewer.id === account.id) return null
  const entries = adminMenuEntries(account, viewer, tagPolicy)
  if (entries.length === 0) return null

  const run = async (action: AdminAction) => {
    setPending(action)
    setError('')
    try {
      await sendAdminAction(account, action)
      patchCachedAccount(account, action)
      if (action.kind === 'delete') {
        onChanged?.(null)
        const here = decodeURIComponent(location.pathname)
        const profiles = [profileLink(account, restricted), `/users/${account.id}`].map(
          decodeURIComponent,
        )
        if (profiles.includes(here)) void navigate(-1)
      } else {
        onChanged?.({ ...account, ...applyAdminAction(account, action) })
      }
    } catch (e) {
      noteAdminRefusal(e)
      setError(t('moderation.action_error', { message: errorText(e) }))
    } finally {
      setPending(null)
    }
  }

  const choose = (action: AdminAction) => {
    if (pending) return
    close(true)
    if (action.kind === 'delete') setConfirming(true)
    else void run(action)
  }

  const label = t('moderation.admin_menu', { name })

  return (
    <div className={styles.menuWrap} ref={wrapRef}>
      <button {...buttonProps} className={styles.menuButton} aria-label={label} title={label}>
        <ShieldIcon />
      </button>
      {pending && (
        <span role="status" className={styles.progress}>
          {t(progressKey(account, pending))}
        </span>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {open && (
        <Menu {...menuProps} className={styles.menu}>
          {entries.map((entry) => {
            const key = actionKey(entry.action)
            const running = pending !== null && actionKey(pending) === key
            const text = running ? t(progressKey(account, entry.action)) : t(entry.labelKey)
            return entry.checked === null ? (
              <button
                key={key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={pending !== null || undefined}
                className={`${styles.menuItem} ${entry.danger ? styles.danger : ''}`}
                onClick={() => choose(entry.action)}
              >
                {text}
              </button>
            ) : (
              <button
                key={key}
                type="button"
                role="menuitemcheckbox"
                aria-checked={entry.checked}
                tabIndex={-1}
                aria-disabled={pending !== null || undefined}
                className={`${styles.menuItem} ${styles.toggle}`}
                onClick={() => choose(entry.action)}
              >
                <span className={styles.mark} aria-hidden="true">
                  {entry.checked ? '✓' : ''}
                </span>
                {text}
              </button>
            )
          })}
        </Menu>
      )}
      <ConfirmModal
        open={confirming}
        title={t('moderation.delete_confirm_title', { name })}
        text={t('moderation.delete_confirm_text', { acct: account.acct })}
        confirmLabel={t('moderation.delete_account')}
        onConfirm={() => {
          setConfirming(false)
          void run({ kind: 'delete' })
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
