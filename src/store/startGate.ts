import { useSyncExternalStore } from 'react'

/*
 * What no first screen needs (a member's post form and action bar, the
 * accounts menu, the keyboard shortcuts, the notifications column...) waits
 * until the page's first statuses have painted: their chunks then never
 * compete with the entry chunk and the first page of statuses for the
 * browser's few connections. Start-up closes the gate until then; where
 * nothing closed it (a test, a page that opened on no timeline) it is open.
 */

let open = true
let opened: Promise<void> = Promise.resolve()
const listeners = new Set<() => void>()

/** Keeps the gate closed until `until` settles (start-up: the start page painted, or a time limit). */
export function holdStartGate(until: Promise<unknown>): void {
  open = false
  opened = until.then(
    () => openStartGate(),
    () => openStartGate(),
  )
}

function openStartGate(): void {
  if (open) return
  open = true
  for (const listener of listeners) listener()
}

/** Resolves once the gate is open. */
export const startGateOpened = (): Promise<void> => opened

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the gate is open, for a component that mounts something only then. */
export function useStartGateOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open)
}
