import { akkomaInstance } from '../../../api/testFixtures'
/**
 * Shared set-up for the status-extras tests (polls, reactions, stats,
 * history, translation): English messages, a cached status, a signed-in
 * reader and a scripted server behind `api()`.
 */
import { normalizeAccount, normalizeStatus } from '../../../api/normalize'
import { akkomaAccountJson, akkomaStatusJson } from '../../../api/testFixtures'
import type { Account, Status } from '../../../api/types'
import { setApiToken } from '../../../api/client'
import { initI18n } from '../../../i18n/i18n'
import { useEntities } from '../../../store/entities'
import { useNotices } from '../../../store/notices'
import { useSession } from '../../../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../../../store/preferences'
import { useReactionFailures } from '../reactions/reactionFailures'

export const STATUS_ID = 'S1'
export const ME = 'me1'

export async function setupI18n(): Promise<void> {
  await initI18n('en')
}

export function account(id: string, name = id): Account {
  return normalizeAccount({
    ...akkomaAccountJson(),
    id,
    username: name,
    acct: name,
    display_name: name,
  })
}

/** A plain status (no poll, no reactions) with the given changes. */
export function status(changes: Partial<Status> = {}): Status {
  const base = normalizeStatus(statusJson({ emoji_reactions: [] }))
  return { ...base, account: account('author1', 'author'), ...changes }
}

export function resetStores(): void {
  useEntities.getState().clear()
  useNotices.getState().clear()
  useSession.setState({ currentUserId: null, instance: akkomaInstance() })
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useReactionFailures.setState({ byStatus: {} })
  setApiToken(null)
}

export function signIn(): void {
  useEntities.getState().ingestAccounts([account(ME, 'me')])
  useSession.setState({ currentUserId: ME })
  setApiToken('token')
}

export { fakeServer, type Recorded } from '../../../test/fetchServer'

/** A promise with its resolver, to hold a reply until the test says so. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** Wire JSON of a status, for replies of the fake server. */
export function statusJson(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...akkomaStatusJson(),
    id: STATUS_ID,
    reblog: null,
    quote: null,
    quote_id: null,
    poll: null,
    pleroma: {},
    ...changes,
  }
}
