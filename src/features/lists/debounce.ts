/**
 * A debounced call (the list member search waits LIST_MEMBER_SEARCH_DEBOUNCE
 * after the last keystroke): `schedule` restarts the wait,
 * `now` runs at once and drops the wait, `cancel` drops it.
 */
export interface Debouncer<A> {
  schedule(arg: A): void
  now(arg: A): void
  cancel(): void
  /** Whether a call is waiting. */
  readonly waiting: boolean
}

export function createDebouncer<A>(delayMs: number, run: (arg: A) => void): Debouncer<A> {
  let timer: ReturnType<typeof setTimeout> | null = null
  const cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  return {
    schedule(arg) {
      cancel()
      timer = setTimeout(() => {
        timer = null
        run(arg)
      }, delayMs)
    },
    now(arg) {
      cancel()
      run(arg)
    },
    cancel,
    get waiting() {
      return timer !== null
    },
  }
}
