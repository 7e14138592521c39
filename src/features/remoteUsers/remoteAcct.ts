/**
 * The handle a remote profile route names:
 * /remote-users/@user@host (leading @ optional) or /remote-users/host/user.
 * Null when the route does not name both parts.
 */
export function remoteAcct(params: {
  acct?: string
  hostname?: string
  username?: string
}): string | null {
  if (params.hostname !== undefined || params.username !== undefined) {
    const user = (params.username ?? '').replace(/^@/, '').trim()
    const host = (params.hostname ?? '').trim()
    return user && host ? `${user}@${host}` : null
  }
  const handle = (params.acct ?? '').replace(/^@/, '').trim()
  const at = handle.indexOf('@')
  if (at <= 0 || at === handle.length - 1 || handle.indexOf('@', at + 1) !== -1) return null
  return handle
}
