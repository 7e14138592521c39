/*
 * Where to go back to after signing in: a guest who met a members-only page
 * signs in (through the form or the server's own page) and lands on it again.
 * Kept for the tab only (sessionStorage), as the OAuth page leaves the app.
 */
const KEY = 'login_return_path'

/** Only this site's own paths: never `//host` or a full URL, which would leave the app. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null
  if (path === '/login' || path.startsWith('/login?') || path.startsWith('/oauth-callback'))
    return null
  return path
}

export function saveReturnPath(path: string | null): void {
  const safe = safeReturnPath(path)
  try {
    if (safe === null) sessionStorage.removeItem(KEY)
    else sessionStorage.setItem(KEY, safe)
  } catch {
    // Storage refused (private mode): the landing page stands in.
  }
}

/** The saved path, removed as it is read. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return safeReturnPath(path)
  } catch {
    return null
  }
}

/** The login address that comes back to `path`. */
export function loginPathReturningTo(path: string): string {
  const safe = safeReturnPath(path)
  return safe === null ? '/login' : `/login?return=${encodeURIComponent(safe)}`
}
