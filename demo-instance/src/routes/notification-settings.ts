/**
 * Pleroma's notification settings: PUT /api/pleroma/notification_settings
 * with `block_from_strangers` and `hide_notification_contents`, taken from
 * the query or a form, multipart or JSON body (Akkoma's schema names query
 * parameters, Pleroma's own front end sends a form). A key left out keeps its
 * value. The answer is `{"status": "success"}`; the settings show in
 * verify_credentials as `pleroma.notification_settings`, and notify() in
 * model/actions.ts applies block_from_strangers.
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { readParams, unauthorized } from '../http/plumbing.ts'
import { notificationSettingsOf } from '../model/records.ts'

export function notificationSettingsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  app.put('/api/pleroma/notification_settings', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const params = await readParams(c)
    const current = notificationSettingsOf(viewer)
    viewer.notificationSettings = {
      blockFromStrangers: params.bool('block_from_strangers') ?? current.blockFromStrangers,
      hideNotificationContents:
        params.bool('hide_notification_contents') ?? current.hideNotificationContents,
    }
    store.changed()
    return c.json({ status: 'success' })
  })

  return app
}
