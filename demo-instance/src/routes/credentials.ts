/** Profile editing (issue 14): update_credentials with uploads, the mascot. */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http.ts'

// PLACEHOLDER: filled by the helper that builds this part (issue 14).
export function credentialsRoutes(_deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>()
}
