import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react'
import type { AccountListKind } from '../../../api/endpoints/mutesBlocks'
import type { Account } from '../../../api/types'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { AsyncErrorPanel, LoadingPanel, Spinner } from '../../../ui/Spinner'
import { usePendingAction } from '../../../store/relationships'
import { UserCardCompact } from '../../users'
import { filterAccounts, filterNeedle, selectAllState } from './listLogic'
import { LoadMore } from './listParts'
import {
  loadAccountList,
  loadMoreAccounts,
  setListFilter,
  toggleAllSelected,
  toggleSelected,
  undoAccounts,
  useMutesStore,
} from './mutesStore'
import styles from './MutesBlocks.module.css'
import { SettingsSection } from '../SettingsSection'

const M = 'settings_mutes'

/** The undo action of a list and its progress label. */
const ACTION = {
  mutes: { one: 'unmute', progress: 'relationships.progress.unmute' },
  blocks: { one: 'unblock', progress: 'relationships.progress.unblock' },
} as const

function AccountRow({
  kind,
  account,
  selected,
  busy,
}: {
  kind: AccountListKind
  account: Account
  selected: boolean
  busy: boolean
}) {
  const { t } = useTranslation()
  const pending = usePendingAction(account.id)
  const working = pending !== undefined
  const handle = `@${account.acct}`
  return (
    <li className={styles.item}>
      <input
        type="checkbox"
        className={styles.rowCheck}
        checked={selected}
        disabled={busy}
        aria-label={t(`${M}.select`, { name: handle })}
        onChange={() => toggleSelected(kind, account.id)}
      />
      <div className={styles.card}>
        <UserCardCompact account={account} />
      </div>
      <Button
        size="small"
        disabled={busy || working}
        aria-busy={working || undefined}
        aria-label={working ? undefined : t(`${M}.${ACTION[kind].one}_named`, { name: handle })}
        onClick={() => void undoAccounts(kind, [account.id])}
      >
        {working ? t(ACTION[kind].progress) : t(`${M}.${ACTION[kind].one}`)}
      </Button>
    </li>
  )
}

/**
 * Muted or blocked accounts: loaded a page at a time, a filter
 * over the loaded ones, checkboxes with "select all shown", and unmute or
 * unblock one at a time or all selected at once, with the progress labels.
 */
export function AccountListSection({ kind }: { kind: AccountListKind }) {
  const { t } = useTranslation()
  const list = useMutesStore((s) => s.lists[kind])
  const searchId = useId()
  const selectAllRef = useRef<HTMLInputElement>(null)

  // Fresh on every visit: mutes and blocks change from the user card too.
  useEffect(() => {
    void loadAccountList(kind)
  }, [kind])

  const shown = useMemo(() => filterAccounts(list.items, list.filter), [list.items, list.filter])
  const shownIds = useMemo(() => shown.map((a) => a.id), [shown])
  const allState = selectAllState(shownIds, list.selected)
  const selectedIds = list.items.filter((a) => list.selected.has(a.id)).map((a) => a.id)

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = allState === 'some'
  }, [allState])

  const action = ACTION[kind].one
  let body: ReactNode
  if (list.phase === 'error') {
    body = (
      <AsyncErrorPanel message={t(`${M}.load_error`)} onRetry={() => void loadAccountList(kind)} />
    )
  } else if (list.phase !== 'ready') {
    body = <LoadingPanel />
  } else if (list.items.length === 0) {
    body = <p className={styles.empty}>{t(`${M}.${kind}_empty`)}</p>
  } else {
    body = (
      <>
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <label htmlFor={searchId}>{t(`${M}.${kind}_filter`)}</label>
            <input
              id={searchId}
              type="search"
              className={styles.input}
              value={list.filter}
              placeholder={t(`${M}.filter_placeholder`)}
              autoComplete="off"
              onChange={(e) => setListFilter(kind, e.target.value)}
            />
          </div>
        </div>
        <div className={styles.bulk}>
          <label className={styles.check}>
            <input
              ref={selectAllRef}
              type="checkbox"
              checked={allState === 'all'}
              disabled={list.running || shown.length === 0}
              onChange={() => toggleAllSelected(kind, shownIds)}
            />
            {t(`${M}.select_all`)}
          </label>
          <span className={styles.count} aria-live="polite">
            {t(`${M}.selected`, { count: selectedIds.length })}
          </span>
          <span className={styles.spacer} />
          <Button
            variant="primary"
            disabled={list.running || selectedIds.length === 0}
            aria-busy={list.running || undefined}
            onClick={() => void undoAccounts(kind, selectedIds)}
          >
            {list.running && <Spinner />}
            {list.running ? t(ACTION[kind].progress) : t(`${M}.${action}_selected`)}
          </Button>
        </div>
        {list.failed > 0 && (
          <p className={styles.error} role="alert">
            {t(`${M}.${action}_failed`, { count: list.failed })}
          </p>
        )}
        {shown.length === 0 ? (
          <p className={styles.empty} role="status">
            {t(list.next ? `${M}.no_match_more` : `${M}.no_match`, {
              filter: filterNeedle(list.filter),
            })}
          </p>
        ) : (
          <ul className={styles.list} aria-label={t(`${M}.${kind}_list`)}>
            {shown.map((account) => (
              <AccountRow
                key={account.id}
                kind={kind}
                account={account}
                selected={list.selected.has(account.id)}
                busy={list.running}
              />
            ))}
          </ul>
        )}
        <LoadMore list={list} onMore={() => void loadMoreAccounts(kind)} />
      </>
    )
  }

  return (
    <SettingsSection title={t(`${M}.${kind}_title`)} hint={t(`${M}.${kind}_hint`)}>
      {body}
    </SettingsSection>
  )
}
