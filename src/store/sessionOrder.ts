/*
 * The order in which the pieces of a signed-in account's state start when a
 * session starts (sign-in, a restored session, the account switched to) and
 * are cleared when it ends (sign-out, the account switched from, "add an
 * account"). Each piece lives beside its state and registers itself when its
 * module loads (sessionLifecycle.ts); this list only orders them by name, so
 * naming a piece here loads none of its code, and the store layer can order
 * the features' pieces without importing them.
 */
export const SESSION_PIECE_ORDER = [
  // Live updates and the other accounts' counters stop first: nothing of the
  // ending account may arrive in the stores emptied below.
  'realtime', // features/realtime/realtime.ts
  'accountsPolling', // features/accounts/poller.ts
  // Who is signed in. Every later piece runs with the new user already set,
  // or, when a session ends, with nobody signed in.
  'identity', // store/session.ts
  // The normalized cache and what is built on it.
  'timelines', // store/timelines.ts
  'notifications', // store/notifications.ts
  'entities', // store/entities.ts
  'relationships', // store/relationships.ts
  // The account's own lists and counters.
  'announcements', // store/announcements.ts
  'announcementPolling', // features/announcements/service.ts
  'followRequests', // features/followRequests/store.ts
  'lists', // features/lists/store.ts
  'search', // features/search/searchStore.ts
  'whoToFollow', // features/whoToFollow/suggestionsStore.ts
  'mutes', // features/settings/mutes/mutesStore.ts
  'filters', // features/filters/filterService.ts
  'profileSettings', // features/settings/profile/profileStore.ts
  'notificationSettings', // features/settings/notifications/serverSettings.ts
  'settingsSync', // features/settings/sync/syncService.ts
  // Where home resumes, and the browser's push subscription.
  'homeResume', // features/timelines/homeResume.ts
  'webPush', // features/push/memberPush.ts
  // Posts kept while offline, sent when the connection returns.
  'outbox', // features/offline/outboxService.ts
  'offlineReading', // features/offline/readingService.ts
  'offlineStart', // features/offline/offlineStart.ts
  // Only forgets (an account leaving the browser): nothing to start or clear.
  'offlineForget', // features/offline/offlineForget.ts
] as const
