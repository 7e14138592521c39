/** A fresh key (an outbox item's id, a changed post's Idempotency-Key): the time and chance. */
export const freshKey = (): string => `${Date.now()}-${Math.random().toString(36).slice(2)}`
