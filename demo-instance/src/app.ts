/**
 * The Hono application: CORS (http/cors.ts), authentication and fault injection
 * middleware, then every route module, then the front end (last, since it
 * answers any remaining GET). In the Hollo mode it sits behind the id
 * boundary (hollo/id-boundary.ts), which turns ids into UUIDs and back.
 */

import { Hono } from 'hono'
import { corsMiddleware } from './http/cors.ts'
import type { Deps } from './deps.ts'
import type { AppEnv } from './http/plumbing.ts'
import { BadRequestBody, authMiddleware, errorJson } from './http/plumbing.ts'
import { adminRoutes } from './routes/admin.ts'
import { akkomaAssetRoutes } from './routes/akkoma-assets.ts'
import { announcementRoutes } from './routes/announcements.ts'
import { accountRoutes } from './routes/accounts.ts'
import { controlRoutes } from './controls/endpoints.ts'
import { burstRoutes } from './controls/burst.ts'
import { clockRoutes } from './controls/clock.ts'
import { credentialsRoutes } from './routes/credentials.ts'
import { editRoutes } from './routes/edits.ts'
import { emptyCollectionRoutes } from './routes/empty-collections.ts'
import { filterRoutes } from './routes/filters.ts'
import { frontendSettingsRoutes } from './routes/frontend-settings.ts'
import { instanceRoutes } from './routes/instance.ts'
import { listRoutes } from './routes/lists.ts'
import { mediaRoutes } from './routes/media.ts'
import { mediaUploadRoutes } from './routes/media-upload.ts'
import { notificationRoutes } from './routes/notifications.ts'
import { notificationSettingsRoutes } from './routes/notification-settings.ts'
import { oauthRoutes } from './routes/oauth.ts'
import { passwordResetRoutes } from './routes/password-reset.ts'
import { pollRoutes } from './routes/polls.ts'
import { profileRoutes } from './routes/profile.ts'
import { publicPageRoutes } from './routes/public-pages.ts'
import { pushRoutes } from './routes/push.ts'
import { reactionRoutes } from './routes/reactions.ts'
import { registrationRoutes } from './routes/registration.ts'
import { relationshipRoutes } from './routes/relationships.ts'
import { scheduledRoutes } from './routes/scheduled.ts'
import { searchRoutes } from './routes/search.ts'
import { securityRoutes } from './routes/security.ts'
import { statusActionRoutes } from './routes/status-actions.ts'
import { statusRoutes } from './routes/statuses.ts'
import { stickerRoutes } from './routes/stickers.ts'
import { tagRoutes } from './routes/tags.ts'
import { themeRoutes } from './routes/themes.ts'
import { timelineRoutes } from './routes/timelines.ts'
import { translationRoutes } from './routes/translations.ts'
import { userDataRoutes } from './routes/user-data.ts'
import { gotoSocialMode, privateInstanceGuard } from './controls/server-mode.ts'
import { withHolloIds } from './hollo/id-boundary.ts'
import { holloMode, holloNotFound } from './hollo/mode.ts'
import { clientRoutes } from './routes/static.ts'

/** Akkoma ignores a trailing slash on API paths (`/api/v1/mutes/`): so does the router here. */
export function routedPath(request: Request): string {
  const path = new URL(request.url).pathname
  return path.startsWith('/api/') && path.length > 5 ? path.replace(/\/+$/, '') : path
}

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: routedPath })

  // Akkoma's CORSPlug on the API and the files a client shows (http/cors.ts).
  app.use(
    '*',
    corsMiddleware(() => deps.mode.cors),
  )
  app.use('*', authMiddleware(deps.store))
  if (deps.faultsEnabled) {
    app.use('*', deps.faults.middleware())
    app.route('/', controlRoutes(deps))
    app.route('/', burstRoutes(deps))
    app.route('/', clockRoutes(deps))
  }
  // Server-to-server, before the private-instance guard (a peer is no guest).
  if (deps.federation) app.route('/', deps.federation.routes())
  app.use('*', privateInstanceGuard(deps.mode))
  app.use(
    '*',
    gotoSocialMode(deps.mode, () => deps.store.accounts().filter((a) => a.domain === null).length),
  )
  app.use('*', holloMode(deps))

  app.route('/', themeRoutes())
  app.route('/', oauthRoutes(deps))
  // Before accountRoutes: /api/v1/accounts/update_credentials is not an account id.
  app.route('/', registrationRoutes(deps))
  app.route('/', passwordResetRoutes(deps))
  app.route('/', credentialsRoutes(deps))
  app.route('/', securityRoutes(deps))
  // Before accountRoutes: /api/v1/accounts/suggestions is not an account id.
  app.route('/', relationshipRoutes(deps))
  // Before the account routes: /api/v1/accounts/search is not an account id.
  app.route('/', searchRoutes(deps))
  app.route('/', accountRoutes(deps))
  // Before statusRoutes: it takes the posts that carry `scheduled_at`.
  app.route('/', scheduledRoutes(deps))
  app.route('/', statusRoutes(deps))
  app.route('/', statusActionRoutes(deps))
  app.route('/', editRoutes(deps))
  app.route('/', reactionRoutes(deps))
  app.route('/', pollRoutes(deps))
  app.route('/', translationRoutes(deps))
  app.route('/', timelineRoutes(deps))
  app.route('/', tagRoutes(deps))
  app.route('/', listRoutes(deps))
  app.route('/', filterRoutes(deps))
  app.route('/', announcementRoutes(deps))
  app.route('/', adminRoutes(deps))
  app.route('/', notificationRoutes(deps))
  app.route('/', notificationSettingsRoutes(deps))
  app.route('/', instanceRoutes(deps))
  // Before mediaRoutes too: it serves the backup zips among /media/backups/*.
  app.route('/', userDataRoutes(deps))
  // Before mediaRoutes: it serves the uploaded files among /media/attachments/*.
  app.route('/', mediaUploadRoutes(deps))
  app.route('/', mediaRoutes(deps))
  app.route('/', pushRoutes(deps))
  app.route('/', profileRoutes(deps))
  // Before the client's routes: in gotosocial mode /@name/statuses/id is the server's page.
  app.route('/', publicPageRoutes(deps))
  app.route('/', stickerRoutes(deps))
  app.route('/', akkomaAssetRoutes(deps))
  app.route('/', frontendSettingsRoutes(deps))
  app.route('/', emptyCollectionRoutes(deps))
  app.route('/', clientRoutes(deps))

  // Unknown paths answer 404 with a JSON error, as Akkoma and Mastodon do for
  // API routes they lack; clients go by the status, not the words. Hollo
  // answers them in plain text.
  app.notFound((c) =>
    deps.mode.like === 'hollo' ? holloNotFound(c) : errorJson(c, 404, 'Not found'),
  )
  app.onError((err, c) => {
    if (err instanceof BadRequestBody) return errorJson(c, 400, err.message)
    console.error('[demo-instance]', err)
    return errorJson(c, 500, 'Internal server error')
  })

  // The test controls keep the store's ids in every mode.
  const boundary = new Hono<AppEnv>()
  boundary.all('*', (c) =>
    deps.mode.like === 'hollo' && !c.req.path.startsWith('/__demo')
      ? withHolloIds(c.req.raw, (request) => app.fetch(request, c.env))
      : app.fetch(c.req.raw, c.env),
  )
  return boundary
}
