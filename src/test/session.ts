import { normalizeAccount } from '../api/normalize'
import { akkomaAccountJson } from '../api/testFixtures'
import type { Account } from '../api/types'
import { useEntities } from '../store/entities'
import { endSession, startSession } from '../store/sessionLifecycle'

/*
 * The tests' way to leave no account state behind: the same end of session
 * that sign-out and account switches run, over every piece the test file has
 * loaded, in the app's order.
 */
export function resetSessionForTests(): void {
  endSession()
}

/**
 * Starts a session as signing in does, without its requests: `user` is an
 * account, or the id of a stock one.
 */
export function startSessionForTests(user: Account | string = 'me'): void {
  const account =
    typeof user === 'string' ? normalizeAccount({ ...akkomaAccountJson(), id: user }) : user
  startSession({ user: account })
  useEntities.getState().ingestAccounts([account])
}
