/**
 * Code only signed-in users run (the action bar, the post form and its
 * floating button, adding reactions, the streaming socket, logout). Guests
 * never download it, which keeps a first visit small; it is fetched as soon
 * as someone signs in, and start-up waits for it when it restores a session,
 * so members never see their controls pop in.
 */
let loading: Promise<void> | null = null

export function preloadMemberFeatures(): Promise<void> {
  loading ??= Promise.all([
    import('../features/statuses/actions/MemberActions'),
    import('../features/statuses/reactions/AddReaction'),
    import('../features/statuses/reactions/toggleReaction'),
    import('../features/compose/PostForm'),
    import('../api/streaming/socket'),
    import('../features/auth/loginService'),
    import('../features/auth/LogoutButton'),
    import('../features/followRequests/MemberNavItems'),
    // The member's push subscription upkeep (the push switch itself is in the settings).
    import('../features/push/memberPush'),
    import('../features/compose/FloatingPostButton'),
  ]).then(
    () => undefined,
    (e: unknown) => {
      // A failed preload is retried by the component that needs the chunk.
      console.warn('Could not preload', e)
      loading = null
    },
  )
  return loading
}

/**
 * What a member's start-up runs and shows a moment later (notifications,
 * announcements, the navigation's lists): requested together with the member
 * chunks when a stored session is found, instead of one after another once
 * the server has answered. Evaluating them has no effect of its own.
 */
export function warmMemberServices(): void {
  void Promise.all([
    import('../features/notifications/notificationService'),
    import('../features/announcements/service'),
    import('../features/announcements/AnnouncementsNavItem'),
    import('../features/lists/ListsNavItems'),
  ]).catch(() => undefined)
}
