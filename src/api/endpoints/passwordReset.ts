import type { ApiClient } from '../http'

/**
 * Asks the server to mail a password reset link: Akkoma and
 * Pleroma's POST /auth/password with the e-mail address or nickname as
 * `email` in the query. The reply is 204 whether or not such an account
 * exists; 429 when the server's rate limiter refuses (an ApiError the
 * caller tells apart by its status). Sent without a token: it is for
 * people who cannot sign in.
 */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.post('/auth/password', { query: { email }, auth: false })
}
