import { create } from 'zustand'
import {
  fetchAccountListPage,
  fetchDomainBlocksPage,
  ACCOUNT_LIST_PAGE_SIZE,
  DOMAIN_LIST_PAGE_SIZE,
  type AccountListKind,
} from '../../../api/endpoints/mutesBlocks'
import { blockDomain, unblockDomain } from '../../../api/endpoints/relationships'
import { api } from '../../../api/client'
import { ApiError } from '../../../api/errors'
import type { Account } from '../../../api/types'
import { useSession } from '../../../store/session'
import { registerSessionPiece } from '../../../store/sessionLifecycle'
import { useTimelines } from '../../../store/timelines'
import { applyDomainBlock, unblockAccount, unmuteAccount } from '../../relationships'
import { useRelationships } from '../../../store/relationships'
import { reportSaved } from '../saveNotice'
import {
  appendPage,
  emptyList,
  keepPresent,
  toggleAllShown,
  toggleKey,
  withoutKeys,
  type PagedList,
} from './listLogic'

/*
 * The muted and blocked accounts and the muted domains of the settings tab
 *: loaded a page at a time, fresh on every visit. Undoing a
 * mute or block goes through the user card's actions (relationshipActions),
 * so the relationships, the progress labels and the mute rules of every open
 * timeline change together; then the loaded timelines start over, since the
 * server left the account's posts out of what it sent before.
 */

export interface AccountList extends PagedList<Account> {
  filter: string
  selected: ReadonlySet<string>
  /** The bulk undo is running. */
  running: boolean
  /** How many of the last bulk undo failed (0: none). */
  failed: number
}

export interface DomainList extends PagedList<string> {
  /** The domain being removed now. */
  removing: string | null
}

interface MutesStore {
  ownerId: string | null
  lists: Record<AccountListKind, AccountList>
  domains: DomainList
}

const emptyAccountList = (): AccountList => ({
  ...emptyList<Account>(),
  filter: '',
  selected: new Set(),
  running: false,
  failed: 0,
})

export const initialMutesState = (): MutesStore => ({
  ownerId: null,
  lists: { mutes: emptyAccountList(), blocks: emptyAccountList() },
  domains: { ...emptyList<string>(), removing: null },
})

export const useMutesStore = create<MutesStore>()(initialMutesState)

const accountKey = (a: Account) => a.id
const domainKey = (d: string) => d

function patchList(kind: AccountListKind, patch: (list: AccountList) => Partial<AccountList>) {
  useMutesStore.setState((s) => ({
    lists: { ...s.lists, [kind]: { ...s.lists[kind], ...patch(s.lists[kind]) } },
  }))
}

function patchDomains(patch: (list: DomainList) => Partial<DomainList>) {
  useMutesStore.setState((s) => ({ domains: { ...s.domains, ...patch(s.domains) } }))
}

/** A reply for another user (one signed out meanwhile) must not land in this one's lists. */
function stillOwner(ownerId: string | null): boolean {
  return useSession.getState().currentUserId === ownerId
}

/** First page of a list, replacing what was loaded (a fresh look on every visit). */
export async function loadAccountList(kind: AccountListKind): Promise<void> {
  const ownerId = useSession.getState().currentUserId
  useMutesStore.setState({ ownerId })
  patchList(kind, () => ({ phase: 'loading', moreError: false, failed: 0 }))
  try {
    const page = await fetchAccountListPage(api(), kind, null)
    if (!stillOwner(ownerId)) return
    patchList(kind, (list) => {
      const next = appendPage(emptyList<Account>(), page, ACCOUNT_LIST_PAGE_SIZE, accountKey)
      return { ...next, selected: keepPresent(list.selected, next.items.map(accountKey)) }
    })
  } catch (error) {
    console.warn(`Could not load the ${kind} list`, error)
    if (stillOwner(ownerId)) patchList(kind, () => ({ phase: 'error' }))
  }
}

export async function loadMoreAccounts(kind: AccountListKind): Promise<void> {
  const list = useMutesStore.getState().lists[kind]
  if (!list.next || list.loadingMore) return
  const ownerId = useSession.getState().currentUserId
  patchList(kind, () => ({ loadingMore: true, moreError: false }))
  try {
    const page = await fetchAccountListPage(api(), kind, list.next)
    if (!stillOwner(ownerId)) return
    patchList(kind, (current) => appendPage(current, page, ACCOUNT_LIST_PAGE_SIZE, accountKey))
  } catch (error) {
    console.warn(`Could not load more of the ${kind} list`, error)
    if (stillOwner(ownerId)) patchList(kind, () => ({ loadingMore: false, moreError: true }))
  }
}

export const setListFilter = (kind: AccountListKind, filter: string): void =>
  patchList(kind, () => ({ filter }))

export const toggleSelected = (kind: AccountListKind, id: string): void =>
  patchList(kind, (list) => ({ selected: toggleKey(list.selected, id) }))

export const toggleAllSelected = (kind: AccountListKind, shownIds: readonly string[]): void =>
  patchList(kind, (list) => ({ selected: toggleAllShown(shownIds, list.selected) }))

/**
 * The timelines loaded so far start over (on screen at once, the others on
 * their next visit), with the posts the server now sends again.
 */
export function restartLoadedTimelines(): void {
  const { timelines, reset } = useTimelines.getState()
  for (const [key, timeline] of Object.entries(timelines)) if (timeline.loaded) reset(key)
}

const undo = (kind: AccountListKind) => (kind === 'mutes' ? unmuteAccount : unblockAccount)
const pendingOf = (kind: AccountListKind) => (kind === 'mutes' ? 'unmute' : 'unblock')

/**
 * Unmutes (or unblocks) the accounts, one after the other, each showing its
 * progress label until its turn is over. Those done leave the list; those
 * that failed stay selected and are counted. Resolves to the number done.
 */
export async function undoAccounts(kind: AccountListKind, ids: readonly string[]): Promise<number> {
  const state = useMutesStore.getState()
  const list = state.lists[kind]
  if (list.running || ids.length === 0) return 0
  const accounts = list.items.filter((a) => ids.includes(a.id))
  const ownerId = useSession.getState().currentUserId
  const { setPending } = useRelationships.getState()
  patchList(kind, () => ({ running: true, failed: 0 }))
  // Every chosen row says what is coming from the start, not only when its turn comes.
  for (const account of accounts) setPending(account.id, pendingOf(kind))
  const done = new Set<string>()
  for (const account of accounts) {
    if (!stillOwner(ownerId)) break
    try {
      await undo(kind)(account)
      done.add(account.id)
    } catch (error) {
      console.warn(`Could not undo the ${kind} entry of ${account.acct}`, error)
      setPending(account.id, null)
    }
  }
  const failed = accounts.length - done.size
  if (stillOwner(ownerId)) {
    patchList(kind, (current) => {
      const rest = withoutKeys(current, done, accountKey)
      return {
        ...rest,
        running: false,
        failed,
        selected: keepPresent(current.selected, rest.items.map(accountKey)),
      }
    })
  }
  if (done.size > 0) restartLoadedTimelines()
  reportSaved(failed === 0)
  return done.size
}

export async function loadDomains(): Promise<void> {
  const ownerId = useSession.getState().currentUserId
  useMutesStore.setState({ ownerId })
  patchDomains(() => ({ phase: 'loading', moreError: false }))
  try {
    const page = await fetchDomainBlocksPage(api(), null)
    if (!stillOwner(ownerId)) return
    patchDomains(() => appendPage(emptyList<string>(), page, DOMAIN_LIST_PAGE_SIZE, domainKey))
  } catch (error) {
    console.warn('Could not load the muted domains', error)
    // Servers without muted domains for users (GoToSocial) answer 404.
    const missing = error instanceof ApiError && error.status === 404
    if (stillOwner(ownerId)) patchDomains(() => ({ phase: missing ? 'unavailable' : 'error' }))
  }
}

export async function loadMoreDomains(): Promise<void> {
  const list = useMutesStore.getState().domains
  if (!list.next || list.loadingMore) return
  const ownerId = useSession.getState().currentUserId
  patchDomains(() => ({ loadingMore: true, moreError: false }))
  try {
    const page = await fetchDomainBlocksPage(api(), list.next)
    if (!stillOwner(ownerId)) return
    patchDomains((current) => appendPage(current, page, DOMAIN_LIST_PAGE_SIZE, domainKey))
  } catch (error) {
    console.warn('Could not load more muted domains', error)
    if (stillOwner(ownerId)) patchDomains(() => ({ loadingMore: false, moreError: true }))
  }
}

/** Mutes a (checked) domain: first in the list, and its posts leave the timelines. */
export async function addDomain(domain: string): Promise<void> {
  try {
    await blockDomain(api(), domain)
  } catch (error) {
    reportSaved(false)
    throw error
  }
  patchDomains((list) => ({ items: [domain, ...list.items.filter((d) => d !== domain)] }))
  applyDomainBlock(domain, true)
  reportSaved(true)
}

/** Unmutes a domain: it leaves the list, and the timelines start over with its posts. */
export async function removeDomain(domain: string): Promise<void> {
  patchDomains(() => ({ removing: domain }))
  try {
    await unblockDomain(api(), domain)
  } catch (error) {
    patchDomains(() => ({ removing: null }))
    reportSaved(false)
    throw error
  }
  patchDomains((list) => ({
    ...withoutKeys(list, new Set([domain]), domainKey),
    removing: null,
  }))
  applyDomainBlock(domain, false)
  restartLoadedTimelines()
  reportSaved(true)
}

/*
 * Mutes and blocks changed elsewhere (a user card, while the settings are
 * minimized) keep the loaded lists honest: an account unmuted or unblocked
 * there leaves the list, and a new mute or block loads the list again (it
 * belongs at the top). The tab's own undo is left alone while it runs.
 */
function followRelationships(): () => void {
  return useRelationships.subscribe((s, prev) => {
    if (s.byId === prev.byId) return
    for (const kind of ['mutes', 'blocks'] as const) {
      const flag = kind === 'mutes' ? 'muting' : 'blocking'
      const list = useMutesStore.getState().lists[kind]
      if (list.phase !== 'ready' || list.running) continue
      const gone = new Set<string>()
      let added = false
      for (const r of Object.values(s.byId)) {
        const before = prev.byId[r.id]
        if (!before || before[flag] === r[flag]) continue
        if (r[flag]) added = true
        else gone.add(r.id)
      }
      if (added) void loadAccountList(kind)
      else if (gone.size > 0) patchList(kind, (current) => withoutKeys(current, gone, accountKey))
    }
  })
}

let unfollowRelationships: (() => void) | null = null

// Another user (or none) signs in: the lists were someone else's.
registerSessionPiece({
  name: 'mutes',
  start: () => {
    unfollowRelationships ??= followRelationships()
  },
  clear: () => {
    unfollowRelationships?.()
    unfollowRelationships = null
    useMutesStore.setState(initialMutesState())
  },
})
