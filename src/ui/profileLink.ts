/**
 * Profile links: to external-user-profile (by id) when the name
 * is empty, contains an at-sign, or is a restricted nickname (a local name
 * that would collide with an app route); otherwise to user-profile by name.
 */
export function profileLink(
  account: { id: string; acct: string },
  restrictedNicknames: readonly string[] = [],
): string {
  const name = account.acct
  if (!name || name.includes('@') || restrictedNicknames.includes(name.toLowerCase())) {
    return `/users/${encodeURIComponent(account.id)}`
  }
  return `/users/${encodeURIComponent(name)}`
}
