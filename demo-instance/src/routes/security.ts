/** Account security (issue 14): password, email, tokens, two-factor, aliases, move, delete. */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http.ts'

// PLACEHOLDER: filled by the helper that builds this part (issue 14).
export function securityRoutes(_deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>()
}
