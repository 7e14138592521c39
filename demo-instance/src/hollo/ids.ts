/**
 * The demo's ids as Hollo shows them: UUIDs, computed from the store's ids
 * and back, so the store keeps its own ids and nothing needs remembering.
 *
 * - Time-ordered records (statuses, media, polls, notifications, ...) get a
 *   UUIDv7-like id: the FlakeId's millisecond timestamp in the first 48
 *   bits, then its worker and sequence, then a check value. Comparing two
 *   such strings orders them exactly as their FlakeIds, so `max_id`/`min_id`
 *   paging keeps working.
 * - Accounts (and apps, when asked) get a UUIDv4-like id: the same parts,
 *   hidden behind a keyed scramble so it looks random, as Hollo's are.
 * - The small decimal ids some records have (lists, apps: "1", "2", ...)
 *   are carried the same way.
 *
 * Each UUID carries a check value derived from its contents, so only UUIDs
 * made here decode; any other string is left as it is.
 */

import { createHash } from 'node:crypto'
import { Worker } from '../model/ids.ts'

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const FLAKE = /^[0-9A-Za-z]{18}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const SMALL = /^(0|[1-9][0-9]{0,11})$/

/** FlakeIds of this century; anything below is a small decimal id. */
const MIN_FLAKE_MS = Date.UTC(2000, 0, 1)
const MAX_FLAKE_MS = 2 ** 48 - 1
const MAX_WORKER = 0xffff

const mask = (bits: number) => (1n << BigInt(bits)) - 1n

interface Flake {
  kind: 'flake'
  ms: number
  worker: number
  seq: number
}
interface Small {
  kind: 'small'
  value: number
}
type Parts = Flake | Small

function parseFlake(id: string): Flake | null {
  if (!FLAKE.test(id)) return null
  let value = 0n
  for (const ch of id) value = value * 62n + BigInt(BASE62.indexOf(ch))
  const ms = Number(value >> 64n)
  const worker = Number((value >> 16n) & mask(48))
  const seq = Number(value & 0xffffn)
  if (ms < MIN_FLAKE_MS || ms > MAX_FLAKE_MS || worker < 1 || worker > MAX_WORKER) return null
  return { kind: 'flake', ms, worker, seq }
}

function printFlake({ ms, worker, seq }: Flake): string {
  let value = (BigInt(ms) << 64n) | (BigInt(worker) << 16n) | BigInt(seq)
  let out = ''
  while (value > 0n) {
    out = BASE62[Number(value % 62n)] + out
    value /= 62n
  }
  return out.padStart(18, '0')
}

function partsOf(id: string): Parts | null {
  const flake = parseFlake(id)
  if (flake) return flake
  if (SMALL.test(id)) {
    const value = Number(id)
    if (value < MIN_FLAKE_MS) return { kind: 'small', value }
  }
  return null
}

function printParts(parts: Parts): string {
  return parts.kind === 'flake' ? printFlake(parts) : String(parts.value)
}

/** `bits` bits derived from `text` (SHA-256; a fixed label keeps them the demo's own). */
function derived(text: string, bits: number): bigint {
  const hex = createHash('sha256').update(`demo-hollo-id|${text}`).digest('hex')
  return BigInt(`0x${hex}`) & mask(bits)
}

function hex(value: bigint, digits: number): string {
  return value.toString(16).padStart(digits, '0')
}

/** Lays 48 + 12 + 62 bits out as a UUID of `version`, with the RFC 9562 variant. */
function layout(version: 4 | 7, high48: bigint, mid12: bigint, low62: bigint): string {
  const a = hex(high48, 12)
  const b = hex(mid12, 3)
  const c = hex((2n << 62n) | low62, 16)
  return `${a.slice(0, 8)}-${a.slice(8)}-${version}${b}-${c.slice(0, 4)}-${c.slice(4)}`
}

interface Layout {
  version: number
  /** The RFC 9562 variant (binary 10), which every UUID made here has. */
  variantOk: boolean
  high48: bigint
  mid12: bigint
  low62: bigint
}

function unlayout(uuid: string): Layout {
  const value = BigInt(`0x${uuid.replace(/-/g, '')}`)
  return {
    version: Number((value >> 76n) & 0xfn),
    variantOk: ((value >> 62n) & 3n) === 2n,
    high48: value >> 80n,
    mid12: (value >> 64n) & mask(12),
    low62: value & mask(62),
  }
}

// ------------------------------------------------------------ UUIDv7-like

/**
 * A FlakeId: [ms 48][7][worker·seq 32, then a 42-bit check, over 74 bits].
 * A small id: [value 48][7][74-bit check]; its "time" is before 2000, so
 * the two never meet.
 */
function toV7(parts: Parts): string {
  let high: bigint
  let rest: bigint
  if (parts.kind === 'flake') {
    high = BigInt(parts.ms)
    const order = (BigInt(parts.worker) << 16n) | BigInt(parts.seq)
    rest = (order << 42n) | derived(`7|${parts.ms}|${order}`, 42)
  } else {
    high = BigInt(parts.value)
    rest = derived(`7s|${parts.value}`, 74)
  }
  return layout(7, high, rest >> 62n, rest & mask(62))
}

function fromV7(high48: bigint, mid12: bigint, low62: bigint): Parts | null {
  const rest = (mid12 << 62n) | low62
  const ms = Number(high48)
  if (ms < MIN_FLAKE_MS) {
    return rest === derived(`7s|${ms}`, 74) ? { kind: 'small', value: ms } : null
  }
  const order = rest >> 42n
  if (order > mask(32) || (rest & mask(42)) !== derived(`7|${ms}|${order}`, 42)) return null
  const worker = Number(order >> 16n)
  if (worker < 1) return null
  return { kind: 'flake', ms, worker, seq: Number(order & 0xffffn) }
}

// ------------------------------------------------------------ UUIDv4-like

/**
 * 122 free bits: an 80-bit payload (ms 48 · worker 16 · seq 16; a small id
 * has worker 0) hidden by a stream keyed on its 42-bit check, then the check.
 */
function toV4(parts: Parts): string {
  const payload =
    parts.kind === 'flake'
      ? (BigInt(parts.ms) << 32n) | (BigInt(parts.worker) << 16n) | BigInt(parts.seq)
      : BigInt(parts.value) << 32n
  const check = derived(`4|${payload}`, 42)
  const all = ((payload ^ derived(`4k|${check}`, 80)) << 42n) | check
  return layout(4, all >> 74n, (all >> 62n) & mask(12), all & mask(62))
}

function fromV4(high48: bigint, mid12: bigint, low62: bigint): Parts | null {
  const all = (high48 << 74n) | (mid12 << 62n) | low62
  const check = all & mask(42)
  const payload = (all >> 42n) ^ derived(`4k|${check}`, 80)
  if (derived(`4|${payload}`, 42) !== check) return null
  const ms = Number(payload >> 32n)
  const worker = Number((payload >> 16n) & 0xffffn)
  const seq = Number(payload & 0xffffn)
  if (worker === 0) return seq === 0 && ms < MIN_FLAKE_MS ? { kind: 'small', value: ms } : null
  return ms >= MIN_FLAKE_MS ? { kind: 'flake', ms, worker, seq } : null
}

// ------------------------------------------------------------ public

export type UuidVersion = 4 | 7

/**
 * Both directions are pure but cost a hash each, and a page repeats the same
 * few hundred ids: remembered here, and forgotten all at once when many.
 */
const memo = new Map<string, string>()
const MEMO_LIMIT = 200_000

function remembered(key: string, compute: () => string): string {
  const known = memo.get(key)
  if (known !== undefined) return known
  const value = compute()
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(key, value)
  return value
}

/**
 * The UUID for a store id, or the id itself when it is none the demo makes
 * (a UUID already, a tag name, ...). Accounts get v4, the rest v7, unless
 * `version` says otherwise.
 */
export function toHolloId(id: string, version?: UuidVersion): string {
  // The version is kept apart from the id: '4' + '2' is not '42'.
  return remembered(`>${version ?? ''}:${id}`, () => {
    const parts = partsOf(id)
    if (!parts) return id
    const v = version ?? (parts.kind === 'flake' && parts.worker === Worker.account ? 4 : 7)
    return v === 4 ? toV4(parts) : toV7(parts)
  })
}

/** The store id behind a UUID made by toHolloId, or the string itself. */
export function fromHolloId(value: string): string {
  if (!UUID.test(value)) return value
  return remembered(`<${value}`, () => {
    const { version, variantOk, high48, mid12, low62 } = unlayout(value)
    if (!variantOk) return value
    const parts =
      version === 7
        ? fromV7(high48, mid12, low62)
        : version === 4
          ? fromV4(high48, mid12, low62)
          : null
    return parts ? printParts(parts) : value
  })
}

/** Whether a string is a UUID made by toHolloId. */
export function isHolloId(value: string): boolean {
  return fromHolloId(value) !== value
}
