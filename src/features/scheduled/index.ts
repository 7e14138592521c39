// The scheduled posts' entry: the screen, and its navigation entry, which comes
// in the screen's lazy chunk (one chunk fewer for the first visit's loader map).
export const loadScheduledPage = () => import('./ScheduledPage')
export const loadScheduledNavItem = () =>
  import('./ScheduledPage').then((m) => ({ default: m.ScheduledNavItem }))
