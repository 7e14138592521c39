import { normalizeStatus } from '../../../api/normalize'
import { akkomaStatusJson } from '../../../api/testFixtures'
import { flattenStatus, useEntities, type StoredStatus } from '../../../store/entities'

/** A cached status for this folder's tests: realistic defaults, then the test's fields. */
export function storedStatus(overrides: Partial<StoredStatus> = {}): StoredStatus {
  const status = normalizeStatus(akkomaStatusJson())
  const { statuses, accounts } = flattenStatus({ ...status, reblog: null, quote: null })
  const stored = { ...statuses[0]!, ...overrides }
  useEntities.setState((s) => ({
    statuses: { ...s.statuses, [stored.id]: stored },
    accounts: { ...s.accounts, ...Object.fromEntries(accounts.map((a) => [a.id, a])) },
  }))
  return stored
}
