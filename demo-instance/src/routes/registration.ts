/** Sign-up (issue 14): POST /api/v1/accounts, captcha, invites, activation. */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http.ts'

// PLACEHOLDER: filled by the helper that builds this part (issue 14).
export function registrationRoutes(_deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>()
}
