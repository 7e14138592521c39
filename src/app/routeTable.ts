/**
 * The route table. Screens built by later issues are listed
 * with `screen: 'not-found'` so their guards already apply and the app's
 * not-found page shows instead of a fake screen.
 */
export interface RouteSpec {
  name: string
  path: string
  loginRequired?: boolean
  /** Scroll is kept on navigation (spec: conversation). */
  noScroll?: boolean
  /** Guests may come only when the instance is not private (no search for them there). */
  guestsOnlyIfPublic?: boolean
}

export const ROUTE_TABLE: RouteSpec[] = [
  { name: 'root', path: '/' },
  { name: 'public-external-timeline', path: '/main/all' },
  { name: 'public-timeline', path: '/main/public' },
  { name: 'bubble-timeline', path: '/main/bubble' },
  { name: 'friends', path: '/main/friends', loginRequired: true },
  { name: 'tag-timeline', path: '/tag/:tag' },
  // Bookmarks are the user's own: a guest has none.
  { name: 'bookmarks', path: '/bookmarks', loginRequired: true },
  { name: 'conversation', path: '/notice/:id', noScroll: true },
  { name: 'remote-user-profile-acct', path: '/remote-users/:acct', loginRequired: true },
  { name: 'remote-user-profile', path: '/remote-users/:hostname/:username', loginRequired: true },
  { name: 'external-user-profile', path: '/users/:id' },
  { name: 'interactions', path: '/users/:username/interactions', loginRequired: true },
  { name: 'dms', path: '/users/:username/dms', loginRequired: true },
  { name: 'registration', path: '/registration' },
  { name: 'registration-token', path: '/registration/:token' },
  { name: 'registration-request-sent', path: '/registration-request-sent' },
  { name: 'awaiting-email-confirmation', path: '/awaiting-email-confirmation' },
  { name: 'password-reset', path: '/password-reset' },
  { name: 'friend-requests', path: '/friend-requests', loginRequired: true },
  { name: 'notifications', path: '/:username/notifications', loginRequired: true },
  { name: 'login', path: '/login' },
  { name: 'oauth-callback', path: '/oauth-callback' },
  { name: 'search', path: '/search', guestsOnlyIfPublic: true },
  { name: 'who-to-follow', path: '/who-to-follow', loginRequired: true },
  { name: 'about', path: '/about' },
  { name: 'lists', path: '/lists', loginRequired: true },
  { name: 'list-timeline', path: '/lists/:id', loginRequired: true },
  { name: 'list-edit', path: '/lists/:id/edit', loginRequired: true },
  // Scheduled posts are the member's own: a guest has none.
  { name: 'scheduled', path: '/scheduled', loginRequired: true },
  { name: 'announcements', path: '/announcements' },
  { name: 'user-profile', path: '/:name' },
]

export const routeByName = (name: string): RouteSpec => {
  const r = ROUTE_TABLE.find((x) => x.name === name)
  if (!r) throw new Error(`Unknown route ${name}`)
  return r
}

/**
 * Where a visit must go instead, or null to stay (the route guards):
 * login-required routes send guests to the logged-out landing path, and so
 * does search on a private instance; the root goes to the landing path for
 * the visitor's state.
 */
export function guardRedirect(
  route: Pick<RouteSpec, 'name' | 'loginRequired' | 'guestsOnlyIfPublic'>,
  ctx: {
    loggedIn: boolean
    loggedInLanding: string
    loggedOutLanding: string
    privateInstance?: boolean
  },
): string | null {
  if (route.name === 'root') return ctx.loggedIn ? ctx.loggedInLanding : ctx.loggedOutLanding
  if (route.loginRequired && !ctx.loggedIn) return ctx.loggedOutLanding
  if (route.guestsOnlyIfPublic && ctx.privateInstance && !ctx.loggedIn) return ctx.loggedOutLanding
  return null
}
