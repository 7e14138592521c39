import { create } from 'zustand'
import { NOTICE_TIMEOUT } from '../config/constants'

export type NoticeLevel = 'error' | 'warning' | 'success' | 'info'

/** A global notice (spec 1 §3): a message key with arguments, a level and an optional timeout. */
export interface Notice {
  id: number
  messageKey: string
  messageArgs: Record<string, string | number>
  level: NoticeLevel
  timeout: number | null
  /** A button beside the message (its label a message key); the notice closes after it runs. */
  action?: NoticeAction
}

export interface NoticeAction {
  labelKey: string
  run: () => void
}

interface NoticesStore {
  notices: Notice[]
  push: (n: {
    messageKey: string
    messageArgs?: Record<string, string | number>
    level?: NoticeLevel
    timeout?: number | null
    action?: NoticeAction
  }) => number
  dismiss: (id: number) => void
  clear: () => void
}

let nextId = 1

export const useNotices = create<NoticesStore>()((set, get) => ({
  notices: [],
  push: ({ messageKey, messageArgs = {}, level = 'error', timeout = null, action }) => {
    const id = nextId++
    // The same message twice in a row (e.g. repeated socket drops) replaces the older one.
    const others = get().notices.filter((n) => !(n.messageKey === messageKey && n.level === level))
    set({ notices: [...others, { id, messageKey, messageArgs, level, timeout, action }] })
    if (timeout !== null) setTimeout(() => get().dismiss(id), timeout)
    return id
  },
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
  clear: () => set({ notices: [] }),
}))

export const pushNotice = (
  messageKey: string,
  opts: {
    args?: Record<string, string | number>
    level?: NoticeLevel
    timeout?: number | null
    action?: NoticeAction
  } = {},
): number =>
  useNotices.getState().push({
    messageKey,
    messageArgs: opts.args ?? {},
    level: opts.level ?? 'error',
    timeout: opts.timeout === undefined ? NOTICE_TIMEOUT : opts.timeout,
    action: opts.action,
  })
