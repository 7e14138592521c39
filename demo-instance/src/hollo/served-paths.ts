/**
 * What Hollo 0.9.13 serves of the server's own paths (its API, OAuth,
 * nodeinfo, WebFinger): anything else there is a plain-text
 * `404 Not Found`, whatever the demo itself could answer. Among them, the
 * reads Hollo keeps from guests.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** `:name` matches one path segment. */
const SERVED: readonly (readonly [string, readonly Method[]])[] = [
  // OAuth and apps
  ['/oauth/authorize', ['GET', 'POST']],
  ['/oauth/token', ['POST']],
  ['/oauth/revoke', ['POST']],
  ['/oauth/userinfo', ['GET', 'POST']],
  ['/.well-known/oauth-authorization-server', ['GET']],
  ['/api/v1/apps', ['POST']],
  ['/api/v1/apps/verify_credentials', ['GET']],
  // The instance
  ['/api/v1/instance', ['GET']],
  ['/api/v2/instance', ['GET']],
  ['/.well-known/nodeinfo', ['GET']],
  ['/nodeinfo/2.0', ['GET']],
  ['/nodeinfo/2.1', ['GET']],
  ['/.well-known/webfinger', ['GET']],
  ['/.well-known/host-meta', ['GET']],
  ['/api/v1/custom_emojis', ['GET']],
  ['/api/v1/preferences', ['GET']],
  ['/api/v1/announcements', ['GET']],
  ['/api/v1/trends', ['GET']],
  ['/api/v1/trends/tags', ['GET']],
  ['/api/v1/trends/statuses', ['GET']],
  ['/api/v1/trends/links', ['GET']],
  ['/api/v1/suggestions', ['GET']],
  ['/api/v2/suggestions', ['GET']],
  // Accounts
  ['/api/v1/accounts/verify_credentials', ['GET']],
  ['/api/v1/accounts/update_credentials', ['PATCH']],
  ['/api/v1/accounts/relationships', ['GET']],
  ['/api/v1/accounts/familiar_followers', ['GET']],
  ['/api/v1/accounts/lookup', ['GET']],
  ['/api/v1/accounts/search', ['GET']],
  ['/api/v1/accounts/:id', ['GET']],
  ['/api/v1/accounts/:id/statuses', ['GET']],
  ['/api/v1/accounts/:id/followers', ['GET']],
  ['/api/v1/accounts/:id/following', ['GET']],
  ['/api/v1/accounts/:id/lists', ['GET']],
  ['/api/v1/accounts/:id/follow', ['POST']],
  ['/api/v1/accounts/:id/unfollow', ['POST']],
  ['/api/v1/accounts/:id/block', ['POST']],
  ['/api/v1/accounts/:id/unblock', ['POST']],
  ['/api/v1/accounts/:id/mute', ['POST']],
  ['/api/v1/accounts/:id/unmute', ['POST']],
  ['/api/v1/blocks', ['GET']],
  ['/api/v1/mutes', ['GET']],
  ['/api/v1/follow_requests', ['GET']],
  ['/api/v1/follow_requests/:id/authorize', ['POST']],
  ['/api/v1/follow_requests/:id/reject', ['POST']],
  ['/api/v1/bookmarks', ['GET']],
  ['/api/v1/favourites', ['GET']],
  ['/api/v1/featured_tags', ['GET', 'POST']],
  ['/api/v1/featured_tags/:id', ['DELETE']],
  ['/api/v1/followed_tags', ['GET']],
  ['/api/v1/tags/:id', ['GET']],
  ['/api/v1/tags/:id/follow', ['POST']],
  ['/api/v1/tags/:id/unfollow', ['POST']],
  // Statuses
  ['/api/v1/statuses', ['POST']],
  ['/api/v1/statuses/:id', ['GET', 'PUT', 'DELETE']],
  ['/api/v1/statuses/:id/context', ['GET']],
  ['/api/v1/statuses/:id/source', ['GET']],
  ['/api/v1/statuses/:id/favourite', ['POST']],
  ['/api/v1/statuses/:id/unfavourite', ['POST']],
  ['/api/v1/statuses/:id/reblog', ['POST']],
  ['/api/v1/statuses/:id/unreblog', ['POST']],
  ['/api/v1/statuses/:id/bookmark', ['POST']],
  ['/api/v1/statuses/:id/unbookmark', ['POST']],
  ['/api/v1/statuses/:id/pin', ['POST']],
  ['/api/v1/statuses/:id/unpin', ['POST']],
  ['/api/v1/statuses/:id/favourited_by', ['GET']],
  ['/api/v1/statuses/:id/reblogged_by', ['GET']],
  ['/api/v1/statuses/:id/quotes', ['GET']],
  ['/api/v1/statuses/:id/quotes/:quote/revoke', ['POST']],
  ['/api/v1/statuses/:id/interaction_policy', ['PUT']],
  ['/api/v1/statuses/:id/emoji_reactions/:emoji', ['PUT', 'DELETE']],
  ['/api/v1/statuses/:id/react/:emoji', ['POST']],
  ['/api/v1/statuses/:id/unreact/:emoji', ['POST']],
  // Media and polls
  ['/api/v1/media', ['POST']],
  ['/api/v2/media', ['POST']],
  ['/api/v1/media/:id', ['GET', 'PUT']],
  ['/api/v1/polls/:id', ['GET']],
  ['/api/v1/polls/:id/votes', ['POST']],
  // Timelines and lists
  ['/api/v1/timelines/home', ['GET']],
  ['/api/v1/timelines/public', ['GET']],
  ['/api/v1/timelines/tag/:tag', ['GET']],
  ['/api/v1/timelines/list/:id', ['GET']],
  ['/api/v1/lists', ['GET', 'POST']],
  ['/api/v1/lists/:id', ['GET', 'PUT', 'DELETE']],
  ['/api/v1/lists/:id/accounts', ['GET', 'POST', 'DELETE']],
  // Notifications, markers, search, reports
  ['/api/v1/notifications', ['GET']],
  ['/api/v2/notifications', ['GET']],
  ['/api/v2/notifications/unread_count', ['GET']],
  ['/api/v2/notifications/:key', ['GET']],
  ['/api/v2/notifications/:key/accounts', ['GET']],
  ['/api/v2/notifications/:key/dismiss', ['POST']],
  ['/api/v1/markers', ['GET', 'POST']],
  ['/api/v2/search', ['GET']],
  ['/api/v1/reports', ['POST']],
]

function pattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${escaped}$`)
}

const SERVED_PATTERNS = SERVED.map(([path, methods]) => ({ re: pattern(path), methods }))

/** Where the server's own answers live; the rest (pages, files, ActivityPub) is left alone. */
const SERVER_SPACE = [/^\/api\//, /^\/oauth\//, /^\/nodeinfo\//, /^\/\.well-known\//]

/** Akkoma's files and pages outside those prefixes that Hollo has no route for. */
const AKKOMA_ONLY = new Set([
  '/static/styles.json',
  '/static/config.json',
  '/static/stickers.json',
  '/static/terms-of-service.html',
  '/instance/panel.html',
  '/main/ostatus',
  '/manifest.json',
])

/** Whether Hollo would answer this method and path (a path without its trailing slash). */
export function holloServes(method: string, path: string): boolean {
  if (AKKOMA_ONLY.has(path)) return false
  if (!SERVER_SPACE.some((re) => re.test(path))) return true
  const asked = method === 'HEAD' ? 'GET' : method
  if (asked === 'OPTIONS') return true
  return SERVED_PATTERNS.some(
    ({ re, methods }) => re.test(path) && (methods as readonly string[]).includes(asked),
  )
}

/** GET paths Hollo answers only with a token (Mastodon serves the first two to guests). */
const MEMBERS_ONLY = [
  /^\/api\/v1\/timelines\/public$/,
  /^\/api\/v1\/accounts\/[^/]+\/statuses$/,
  /^\/api\/v1\/timelines\/tag\/[^/]+$/,
  /^\/api\/v1\/statuses\/[^/]+\/(favourited_by|reblogged_by|source)$/,
  /^\/api\/v1\/accounts\/(search|relationships|familiar_followers)$/,
  /^\/api\/v1\/tags\/[^/]+$/,
  /^\/api\/v2\/search$/,
  /^\/api\/v1\/(preferences|suggestions)$/,
  /^\/api\/v2\/suggestions$/,
]

export function holloMembersOnly(method: string, path: string): boolean {
  return method === 'GET' && MEMBERS_ONLY.some((re) => re.test(path))
}
