import { Suspense, type ReactNode } from 'react'

interface OnceOpenedProps {
  /** The modal's store: `loaded` turns true at its first opening and stays so. */
  store: (select: (state: { loaded: boolean }) => boolean) => boolean
  /** The modal, a lazy chunk. */
  children: ReactNode
}

/**
 * A modal's host: nothing until the modal first opens, so its code loads
 * only then; from then on the modal stays mounted, closed or minimized,
 * and keeps what the reader did in it.
 */
export function OnceOpened({ store, children }: OnceOpenedProps) {
  const loaded = store((s) => s.loaded)
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null
}
