import { useState } from 'react'
import { useNavigate } from 'react-router'
import { search } from '../../api/endpoints/search'
import { createApiClient } from '../../api/http'
import { useTranslation } from '../../i18n/react'
import { useAccountsRegistry, type AccountRecord } from '../../store/accounts'
import { pushNotice } from '../../store/notices'
import { Button } from '../../ui/Button'
import { Popover } from '../../ui/Popover'
import { switchAccount } from './switcher'
import styles from './AccountSwitcher.module.css'
import '../../i18n/areas/accounts'

/**
 * Where the same post or profile is for another account: that
 * account's server resolves its address (search with resolve=true), then the
 * switch opens it there, so one acts on it as that account.
 */
async function resolveWith(account: AccountRecord, url: string): Promise<string | null> {
  const client = createApiClient({ baseUrl: account.server, token: account.token })
  const found = await search(client, { q: url, resolve: true, limit: 1 })
  if (found.statuses[0]) return `/notice/${found.statuses[0].id}`
  if (found.accounts[0]) return `/users/${found.accounts[0].id}`
  return null
}

/** "Open with", for each other account signed in on this browser; nothing with one account. */
export default function OpenWith({ url }: { url: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const registry = useAccountsRegistry()
  const others = registry.accounts.filter((a) => a.key !== registry.active)
  if (others.length === 0 || url === '') return null

  const open = async (account: AccountRecord) => {
    setBusy(true)
    try {
      const path = await resolveWith(account, url).catch(() => null)
      if (path === null) {
        pushNotice('accounts.open_failed', { level: 'error', args: { acct: `@${account.acct}` } })
        return
      }
      if (await switchAccount(account.key)) navigate(path)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popover label={t('accounts.open_with')} panelLabel={t('accounts.open_with')}>
      {(close) => (
        <ul className={`${styles.panel} ${styles.list}`}>
          {others.map((account) => (
            <li key={account.key}>
              <Button
                variant="ghost"
                className={styles.account}
                disabled={busy}
                onClick={() => {
                  close()
                  void open(account)
                }}
              >
                {t('accounts.open_with_account', { acct: `@${account.acct}` })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  )
}
