/**
 * The demo's (Akkoma's) JSON answers reshaped as Hollo gives them: no
 * `pleroma`/`akkoma` objects, and its words for a missing or bad token.
 */

import { withoutExtensions } from '../controls/server-mode.ts'

/** Hollo's 401: no token at all, or one it does not know. */
export function unauthorizedBody(tokenInvalid: boolean): { error: string } {
  return { error: tokenInvalid ? 'invalid_token' : 'unauthorized' }
}

export function asHolloEntities(body: unknown, status: number, tokenInvalid: boolean): unknown {
  return status === 401 ? unauthorizedBody(tokenInvalid) : withoutExtensions(body)
}
