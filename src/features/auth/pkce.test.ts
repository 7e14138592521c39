// @vitest-environment node
// Node's own TextEncoder and crypto.subtle (jsdom's encoder hands WebCrypto bytes of another realm).
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { challengeFor, clearPending, createVerifier, readPending, savePending } from './pkce'

describe('PKCE', () => {
  it('makes the S256 challenge: SHA-256 of the verifier, base64url without padding', async () => {
    for (const verifier of [createVerifier(), createVerifier(), 'a'.repeat(128)]) {
      const expected = createHash('sha256').update(verifier).digest('base64url')
      expect(await challengeFor(verifier)).toBe(expected)
    }
  })

  it('makes verifiers of 43 unreserved characters, different each time', () => {
    const a = createVerifier()
    const b = createVerifier()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a).not.toBe(b)
    expect(createVerifier((bytes) => bytes.fill(255))).toBe('_'.repeat(42) + '8')
  })

  it('keeps the pending authorization in this tab until the callback takes it', () => {
    const kept = new Map<string, string>()
    globalThis.sessionStorage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    } as Storage
    savePending({ verifier: 'v', server: 'https://a.social', state: 's' })
    expect(readPending()).toEqual({ verifier: 'v', server: 'https://a.social', state: 's' })
    clearPending()
    expect(readPending()).toBeNull()
  })
})
