import { create } from 'zustand'
import { NOTICE_TIMEOUT } from '../config/constants'

export type NoticeLevel = 'error' | 'warning' | 'success' | 'info'

/** A global notice: a message key with arguments, a level and an optional timeout. */
export interface Notice {
  id: number
  messageKey: string
  messageArgs: Record<string, string | number>
  level: NoticeLevel
  timeout: number | null
  /** A button beside the message (its label a message key); the notice closes after it runs. */
  action?: NoticeAction
  /** A link beside the message, to a page of the client; the notice closes when it is followed. */
  link?: NoticeLink
}

export interface NoticeAction {
  labelKey: string
  run: () => void
}

export interface NoticeLink {
  labelKey: string
  /** A path inside the client, e.g. /notice/ID. */
  to: string
}

interface NoticesStore {
  notices: Notice[]
  push: (n: {
    messageKey: string
    messageArgs?: Record<string, string | number>
    level?: NoticeLevel
    timeout?: number | null
    action?: NoticeAction
    link?: NoticeLink
  }) => number
  dismiss: (id: number) => void
  /**
   * Stops a notice's clock while the reader points at it or has focus in
   * it, so it does not vanish under the hand reaching for its link or button.
   */
  hold: (id: number) => void
  /** Starts the clock of a held notice again, for its whole timeout. */
  release: (id: number) => void
  clear: () => void
}

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function stopClock(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
}

export const useNotices = create<NoticesStore>()((set, get) => {
  const startClock = (id: number, timeout: number | null) => {
    stopClock(id)
    if (timeout !== null)
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), timeout),
      )
  }
  return {
    notices: [],
    push: ({ messageKey, messageArgs = {}, level = 'error', timeout = null, action, link }) => {
      const id = nextId++
      // The same message twice in a row (e.g. repeated socket drops) replaces the older one.
      const others = get().notices.filter((n) => {
        const same = n.messageKey === messageKey && n.level === level
        if (same) stopClock(n.id)
        return !same
      })
      set({ notices: [...others, { id, messageKey, messageArgs, level, timeout, action, link }] })
      startClock(id, timeout)
      return id
    },
    dismiss: (id) => {
      stopClock(id)
      set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }))
    },
    hold: (id) => stopClock(id),
    release: (id) => {
      const notice = get().notices.find((n) => n.id === id)
      if (notice) startClock(id, notice.timeout)
    },
    clear: () => {
      timers.forEach(clearTimeout)
      timers.clear()
      set({ notices: [] })
    },
  }
})

export const pushNotice = (
  messageKey: string,
  opts: {
    args?: Record<string, string | number>
    level?: NoticeLevel
    timeout?: number | null
    action?: NoticeAction
    link?: NoticeLink
  } = {},
): number =>
  useNotices.getState().push({
    messageKey,
    messageArgs: opts.args ?? {},
    level: opts.level ?? 'error',
    timeout: opts.timeout === undefined ? NOTICE_TIMEOUT : opts.timeout,
    action: opts.action,
    link: opts.link,
  })
