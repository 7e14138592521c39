import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import { searchAccounts } from '../../api/endpoints/search'
import { api } from '../../api/client'
import type { Account } from '../../api/types'
import { LIST_MEMBER_SEARCH_DEBOUNCE } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { UserCardCompact } from '../users'
import { createMemberSearch, IDLE_SEARCH, type MemberSearchState } from './memberSearch'
import styles from './Lists.module.css'

/**
 * The member search: accounts matching the words typed,
 * only followed ones unless unchecked, asked LIST_MEMBER_SEARCH_DEBOUNCE
 * after the last keystroke or at once on Enter.
 */
function MemberSearch({
  selectedIds,
  onAdd,
  disabled,
  input,
}: {
  selectedIds: ReadonlySet<string>
  onAdd: (account: Account) => void
  disabled: boolean
  input: RefObject<HTMLInputElement | null>
}) {
  const { t } = useTranslation()
  const inputId = useId()
  const hintId = useId()
  const [query, setQuery] = useState('')
  const [followingOnly, setFollowingOnly] = useState(true)
  const [state, setState] = useState<MemberSearchState>(IDLE_SEARCH)
  const [search] = useState(() =>
    createMemberSearch({
      delayMs: LIST_MEMBER_SEARCH_DEBOUNCE,
      search: (q, following, signal) =>
        searchAccounts(api(), { q, resolve: false, following: following || undefined }, { signal }),
      update: setState,
    }),
  )
  useEffect(() => () => search.dispose(), [search])

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    // Enter searches; it must not submit the list form around it.
    e.preventDefault()
    search.now(query, followingOnly)
  }

  const add = (account: Account) => {
    onAdd(account)
    // The Add button gives way to a note: the search field is the next place to be.
    input.current?.focus()
  }

  const status =
    state.status === 'searching' ? (
      <>
        <Spinner /> {t('lists.searching')}
      </>
    ) : state.status === 'error' ? (
      t('lists.search_error')
    ) : state.status === 'done' ? (
      state.results.length === 0 ? (
        t('lists.no_results', { query: state.query })
      ) : (
        t('lists.results_count', { count: state.results.length })
      )
    ) : null

  return (
    <div className={styles.search}>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t('lists.search_label')}</label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          autoComplete="off"
          value={query}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(e) => {
            setQuery(e.target.value)
            search.typed(e.target.value, followingOnly)
          }}
          onKeyDown={onKeyDown}
        />
        <p id={hintId} className={styles.hint}>
          {t('lists.search_hint')}
        </p>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={followingOnly}
          disabled={disabled}
          onChange={(e) => {
            setFollowingOnly(e.target.checked)
            search.now(query, e.target.checked)
          }}
        />
        {t('lists.following_only')}
      </label>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {state.results.length > 0 && (
        <ul className={styles.people} aria-label={t('lists.search_results')}>
          {state.results.map((account) => (
            <li key={account.id} className={styles.person}>
              <UserCardCompact account={account} />
              {selectedIds.has(account.id) ? (
                <span className={styles.onList}>{t('lists.added')}</span>
              ) : (
                <Button
                  size="small"
                  disabled={disabled}
                  aria-label={t('lists.add_label', { acct: account.acct })}
                  onClick={() => add(account)}
                >
                  {t('lists.add')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * A list's members with remove buttons, and the search that adds more
 * (shared by the create form and the edit page).
 */
export function MemberPicker({
  members,
  onAdd,
  onRemove,
  disabled = false,
}: {
  members: readonly Account[]
  onAdd: (account: Account) => void
  onRemove: (id: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const listRef = useRef<HTMLUListElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const focusAfterRemoval = useRef<number | null>(null)
  const selectedIds = useMemo(() => new Set(members.map((m) => m.id)), [members])

  // After a removal the focus goes to the next member's button (or the
  // previous one, or the search field), instead of falling back to the page.
  useEffect(() => {
    const index = focusAfterRemoval.current
    if (index === null) return
    focusAfterRemoval.current = null
    const buttons = listRef.current?.querySelectorAll('button')
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus()
    else searchInput.current?.focus()
  }, [members])

  return (
    <fieldset className={styles.members}>
      <legend className={styles.legend}>
        {t('lists.members')}{' '}
        <span className={styles.hint}>({t('lists.members_count', { count: members.length })})</span>
      </legend>
      {members.length === 0 ? (
        <p className={styles.hint}>{t('lists.no_members')}</p>
      ) : (
        <ul ref={listRef} className={styles.people} aria-label={t('lists.members')}>
          {members.map((account, index) => (
            <li key={account.id} className={styles.person}>
              <UserCardCompact account={account} />
              <Button
                size="small"
                disabled={disabled}
                aria-label={t('lists.remove_label', { acct: account.acct })}
                onClick={() => {
                  focusAfterRemoval.current = index
                  onRemove(account.id)
                }}
              >
                {t('lists.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <MemberSearch
        selectedIds={selectedIds}
        onAdd={onAdd}
        disabled={disabled}
        input={searchInput}
      />
    </fieldset>
  )
}
