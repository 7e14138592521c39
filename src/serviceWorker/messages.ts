/** Messages between the page and the service worker. */
export const SW_MESSAGE_SESSION = 'session'
export const SW_MESSAGE_OPEN = 'open'
export const SW_MESSAGE_SKIP_WAITING = 'skip-waiting'

export type SwMessage =
  /** Page → worker: where the signed-in user's notifications are (null when signed out). */
  | {
      type: typeof SW_MESSAGE_SESSION
      notificationsPath: string | null
      /** Notification titles by type in the interface language, and that language's tag. */
      titles?: Record<string, string>
      lang?: string
    }
  /** Worker → page: show this route (a notification was clicked). */
  | { type: typeof SW_MESSAGE_OPEN; path: string }
  /** Page → waiting worker: the reader chose to use the new version now. */
  | { type: typeof SW_MESSAGE_SKIP_WAITING }
