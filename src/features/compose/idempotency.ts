/** A fresh `Idempotency-Key`: unique enough per user and post attempt. */
export function newIdempotencyKey(
  now: number = Date.now(),
  random: number = Math.random(),
): string {
  return `${now}-${random.toString(36).slice(2)}`
}

/**
 * The key of the post being sent. A retry after a failure sends the same
 * key, so a post that did reach the server is not doubled; a changed post,
 * or one that went out, gets a new one.
 */
export interface PostIdempotency {
  /** The current post's key, made on first use. */
  key: () => string
  /** Forget the key: the next send is a new post. */
  clear: () => void
}

export function postIdempotency(make: () => string = newIdempotencyKey): PostIdempotency {
  let current: string | null = null
  return {
    key: () => (current ??= make()),
    clear: () => {
      current = null
    },
  }
}
