import { akkomaInstance } from '../api/testFixtures'
/** Shared set-up for the profile and user card tests: messages, stores, a scripted server. */
import { normalizeAccount } from '../api/normalize'
import { akkomaAccountJson } from '../api/testFixtures'
import type { Account } from '../api/types'
import { setApiToken } from '../api/client'
import { initI18n } from '../i18n/i18n'
import { useEntities } from '../store/entities'
import { useSession } from '../store/session'
import { DEFAULT_PREFERENCES, usePreferences } from '../store/preferences'
import { resetSessionForTests } from './session'
import { useHighlights } from '../features/users'
import '../i18n/areas/profile'

export const ME = 'me1'

export const setupI18n = () => initI18n('en')

/** Wire JSON of an account (Akkoma shape) with changes. */
export function accountJson(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...akkomaAccountJson(), ...changes }
}

export const account = (changes: Record<string, unknown> = {}): Account =>
  normalizeAccount(accountJson(changes))

export function resetStores(): void {
  resetSessionForTests()
  useSession.setState({ currentUserId: null, instance: akkomaInstance() })
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
  useHighlights.setState({}, true)
  setApiToken(null)
}

export function signIn(id = ME): void {
  useEntities.getState().ingestAccounts([account({ id, username: 'me', acct: 'me' })])
  useSession.setState({ currentUserId: id })
  setApiToken('token')
}

export { fakeServer, type Recorded } from './fetchServer'
