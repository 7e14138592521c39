// The server's own sign-in pages where they share paths with the client's
// routes, for `npm start`'s proxy (proxy.mjs) and `npm run dev` (vite.config.ts).
// Node built-ins only.
//
// Hollo's authorization page sends a signed-out browser to
// `/login?next=<the authorization page>`, a form that posts to `/login`, a
// second factor at `/login/otp`, and styles under `/public/`. The client has
// a `/login` route of its own (its sign-in form, `/login?return=...`) and a
// profile route `/:name`, which `/public` alone would be. So only what the
// client never serves goes to the server: sub-paths of `/login/` and
// `/public/`, a form posted to `/login`, and `/login` asked for with a `next`
// that leads back into the server's own paths (its authorization step).

/** Sub-paths no client route has: the server's, whatever the request. */
export const SERVER_PAGE_PREFIXES = ['/login/', '/public/']

/** Paths that are the client's page unless the request comes from the server's sign-in flow. */
export const SHARED_PAGES = ['/login']

const BASE = 'http://client.invalid'

/**
 * Whether a request is for the server's sign-in pages rather than the client.
 * @param {string | undefined} method
 * @param {string} url path and query, as the request line has them
 * @param {(pathname: string) => boolean} isProxied whether a path is the server's (backend-paths.json)
 * @returns {boolean}
 */
export function isServerPage(method, url, isProxied) {
  let parsed
  try {
    parsed = new URL(url, BASE)
  } catch {
    return false
  }
  const path = parsed.pathname
  if (SERVER_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return true
  if (!SHARED_PAGES.includes(path)) return false
  // The client's page is only ever fetched; a form posted here is the server's sign-in.
  if (method !== undefined && method !== 'GET' && method !== 'HEAD') return true
  const next = parsed.searchParams.get('next')
  if (!next) return false
  try {
    // Absolute (Hollo names its own origin) or relative: where it leads decides.
    return isProxied(new URL(next, BASE).pathname)
  } catch {
    return false
  }
}
