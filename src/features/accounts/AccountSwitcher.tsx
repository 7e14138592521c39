import { useId, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { LOGGED_IN_LANDING_PATH } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useAccountsRegistry } from '../../store/accounts'
import { Avatar } from '../../ui/Avatar'
import { Button, type ButtonVariant } from '../../ui/Button'
import { Popover } from '../../ui/Popover'
import { useOtherUnread } from './poller'
import { beginAddAccount, removeAccount, switchAccount } from './switcher'
import styles from './AccountSwitcher.module.css'
import '../../i18n/areas/accounts'

/**
 * The account switcher, in the top bar and the drawer: every
 * account signed in on this browser, the others' unread notifications, one
 * click to switch (no reload), adding one and removing one.
 */
export function AccountSwitcher({
  variant = 'ghost',
  inline = false,
}: {
  variant?: ButtonVariant
  /** In the drawer: the list opens in the flow below the button instead of floating. */
  inline?: boolean
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const counts = useOtherUnread((s) => s.counts)
  const [removing, setRemoving] = useState<string | null>(null)
  const registry = useAccountsRegistry()
  const total = Object.values(counts).reduce((a, b) => a + b, 0)

  const label = (
    <>
      {t('accounts.switcher')}
      {total > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {total}
        </span>
      )}
    </>
  )
  const ariaLabel =
    total > 0 ? `${t('accounts.switcher')}, ${t('accounts.unread', { count: total })}` : undefined

  const content = (close: () => void) => (
    <div className={styles.panel}>
      <ul className={styles.list}>
        {registry.accounts.map((account) => {
          const active = account.key === registry.active
          const unread = counts[account.key] ?? 0
          return (
            <li key={account.key} className={styles.item}>
              <Button
                variant="ghost"
                className={styles.account}
                aria-current={active ? 'true' : undefined}
                disabled={active}
                onClick={() => {
                  close()
                  void switchAccount(account.key).then((ok) => {
                    if (ok) navigate(LOGGED_IN_LANDING_PATH)
                  })
                }}
              >
                <Avatar src={account.avatar} size={28} />
                <span className={styles.acct}>
                  {active
                    ? t('accounts.active', { acct: `@${account.acct}` })
                    : t('accounts.switch_to', { acct: `@${account.acct}` })}
                </span>
                {unread > 0 && (
                  <span className={styles.badge}>
                    {unread}
                    <span className="visually-hidden">
                      {' '}
                      {t('accounts.unread', { count: unread })}
                    </span>
                  </span>
                )}
              </Button>
              {removing === account.key ? (
                <span
                  className={styles.confirm}
                  role="group"
                  aria-label={t('accounts.remove_title')}
                >
                  <span>{t('accounts.remove_text', { acct: `@${account.acct}` })}</span>
                  <Button
                    variant="danger"
                    onClick={() => {
                      setRemoving(null)
                      close()
                      void removeAccount(account.key).then((left) => {
                        navigate(left ? LOGGED_IN_LANDING_PATH : '/')
                      })
                    }}
                  >
                    {t('accounts.remove_confirm')}
                  </Button>
                </span>
              ) : (
                <Button variant="ghost" size="small" onClick={() => setRemoving(account.key)}>
                  {t('accounts.remove', { acct: `@${account.acct}` })}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      <Button
        onClick={() => {
          close()
          beginAddAccount()
          navigate('/start?next=login')
        }}
      >
        {t('accounts.add')}
      </Button>
    </div>
  )

  if (inline)
    return (
      <InlineDisclosure
        label={label}
        ariaLabel={ariaLabel}
        variant={variant}
        panelLabel={t('accounts.switcher')}
      >
        {content}
      </InlineDisclosure>
    )
  return (
    <Popover
      label={label}
      ariaLabel={ariaLabel}
      buttonProps={{ variant }}
      panelLabel={t('accounts.switcher')}
    >
      {content}
    </Popover>
  )
}

/** A button and, below it in the flow, the group it shows. */
function InlineDisclosure({
  label,
  ariaLabel,
  variant,
  panelLabel,
  children,
}: {
  label: ReactNode
  ariaLabel: string | undefined
  variant: ButtonVariant
  panelLabel: string
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={styles.inline}>
      <Button
        variant={variant}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </Button>
      {open && (
        <div id={id} role="group" aria-label={panelLabel}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  )
}

export default AccountSwitcher
