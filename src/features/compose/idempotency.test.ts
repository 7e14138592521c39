// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { newIdempotencyKey, postIdempotency } from './idempotency'

describe('newIdempotencyKey', () => {
  it('joins the time and a random part', () => {
    expect(newIdempotencyKey(1700000000000, 0.5)).toBe('1700000000000-i')
  })

  it('differs between calls', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  })
})

describe('postIdempotency', () => {
  const counter = () => {
    let n = 0
    return () => `key-${++n}`
  }

  it('keeps one key across retries of the same post', () => {
    const idempotency = postIdempotency(counter())
    expect(idempotency.key()).toBe('key-1')
    expect(idempotency.key()).toBe('key-1')
  })

  it('makes a new key once cleared (a changed post, or one that went out)', () => {
    const idempotency = postIdempotency(counter())
    idempotency.key()
    idempotency.clear()
    expect(idempotency.key()).toBe('key-2')
  })

  it('makes no key until one is asked for', () => {
    let made = 0
    const idempotency = postIdempotency(() => `key-${++made}`)
    idempotency.clear()
    expect(made).toBe(0)
  })
})
