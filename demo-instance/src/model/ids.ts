/**
 * Akkoma-style FlakeIds.
 *
 * Akkoma builds a 128-bit integer from a 64-bit millisecond timestamp, a
 * 48-bit worker id and a 16-bit sequence number, and prints it in base62
 * with the alphabet 0-9A-Za-z. For present-day timestamps that is 18
 * characters; we left-pad to 18 so that plain string comparison orders ids
 * exactly like creation time (the alphabet is in ASCII order).
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
export const FLAKE_ID_LENGTH = 18

/** Separate worker ids per record kind, so independent generators never collide. */
export const Worker = {
  account: 1,
  status: 2,
  notification: 3,
  follow: 4,
  media: 5,
  misc: 6,
  /** The hand-written seed scenes (seeds/scenes.ts) draw ids from their own workers. */
  sceneStatus: 7,
  sceneMedia: 8,
} as const

export function encodeFlake(timestampMs: number, worker: number, sequence: number): string {
  let value = (BigInt(timestampMs) << 64n) | (BigInt(worker) << 16n) | BigInt(sequence & 0xffff)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 62n)] + out
    value /= 62n
  }
  return out.padStart(FLAKE_ID_LENGTH, '0')
}

export function decodeFlakeTimestamp(id: string): number {
  let value = 0n
  for (const ch of id) {
    const digit = ALPHABET.indexOf(ch)
    if (digit < 0) return 0
    value = value * 62n + BigInt(digit)
  }
  return Number(value >> 64n)
}

/** A strictly increasing id source for one record kind. */
export class FlakeIdGenerator {
  private lastTs = 0
  private seq = 0

  constructor(private readonly worker: number) {}

  /** Next id for a record created at `timestampMs` (never smaller than the previous id). */
  next(timestampMs: number = Date.now()): string {
    if (timestampMs > this.lastTs) {
      this.lastTs = timestampMs
      this.seq = 0
    } else {
      this.seq += 1
      if (this.seq > 0xffff) {
        this.lastTs += 1
        this.seq = 0
      }
    }
    return encodeFlake(this.lastTs, this.worker, this.seq)
  }

  /** Make sure future ids sort after `id` (used after loading persisted state). */
  observe(id: string): void {
    const ts = decodeFlakeTimestamp(id)
    if (ts > this.lastTs) {
      this.lastTs = ts
      this.seq = 0xffff
    }
  }
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
