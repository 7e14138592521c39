// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compareIds, isNewer, maxId, minId } from './ids'

/*
 * The three kinds of ids the client meets, each ordered by creation time:
 * Mastodon's numeric strings (of growing length), Akkoma's base62 FlakeIds
 * (fixed length) and Hollo's UUIDv7 (the millisecond time in the first 48
 * bits, then random bits).
 */

/** A UUIDv7 for a millisecond time, with the given random tail. */
function uuidv7(ms: number, tail = '7000-8000-000000000000'): string {
  const hex = ms.toString(16).padStart(12, '0')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${tail}`
}

const T = Date.UTC(2026, 10, 28, 4, 48, 53)

const KINDS = {
  mastodon: ['99', '100', '9999999999999999', '10000000000000000', '111222333444555666'],
  akkoma: ['AbCdEfGhIjKlMnOp09', 'AbCdEfGhIjKlMnOp9A', 'AbCdEfGhIjKlMnOpZz', 'AbCdEfGhIjKlMnOpa0'],
  hollo: [
    uuidv7(T),
    uuidv7(T, '7000-8000-00000000000f'),
    uuidv7(T + 9),
    // The time's next hex digit: '9' < 'a' in the text as in the number.
    uuidv7(T + 10),
    uuidv7(T + 0xfff),
    uuidv7(T + 0x1000),
    uuidv7(T + 86_400_000),
  ],
} as const

describe('compareIds with each kind of id', () => {
  for (const [kind, ascending] of Object.entries(KINDS)) {
    it(`${kind}: sorts oldest to newest, whatever order they come in`, () => {
      const shuffled = [...ascending].reverse()
      shuffled.push(shuffled.shift() as string)
      expect([...shuffled].sort(compareIds)).toEqual(ascending)
      expect(maxId(shuffled)).toBe(ascending[ascending.length - 1])
      expect(minId(shuffled)).toBe(ascending[0])
      for (let i = 1; i < ascending.length; i++) {
        expect(isNewer(ascending[i] as string, ascending[i - 1] as string)).toBe(true)
        expect(isNewer(ascending[i - 1] as string, ascending[i] as string)).toBe(false)
      }
    })
  }
})
