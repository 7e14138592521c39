/** Password reset (issue 14): the reset request, the mailed link and its form. */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http.ts'

// PLACEHOLDER: filled by the helper that builds this part (issue 14).
export function passwordResetRoutes(_deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>()
}
