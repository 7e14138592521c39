/*
 * PKCE for the authorization code flow (RFC 7636): a random verifier kept in
 * this tab until the server sends the browser back, and its S256 challenge.
 */

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** 43 characters of the unreserved set, from 32 random bytes. */
export function createVerifier(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return base64url(random(new Uint8Array(32)))
}

/** BASE64URL(SHA-256(verifier)), the S256 method. */
export async function challengeFor(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64url(new Uint8Array(digest))
}

/** What the callback needs: the verifier, the server the code comes from, and the state sent. */
export interface PendingAuthorization {
  verifier: string
  server: string
  state: string
  /** The scopes asked for (absent in a record of an older version). */
  scope?: string
  /** A signed-in admin asking for the admin scopes, rather than a sign-in. */
  purpose?: 'sign-in' | 'admin'
  /** Already the second try, with fewer scopes after a refusal. */
  retried?: boolean
}

const KEY = 'akkoma-client:pending-authorization'

export function savePending(pending: PendingAuthorization): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending))
  } catch {
    // Without session storage the code cannot be exchanged; the callback says so.
  }
}

export function readPending(): PendingAuthorization | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as PendingAuthorization) : null
  } catch {
    return null
  }
}

export function clearPending(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing kept.
  }
}
