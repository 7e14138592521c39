/*
 * Reading the first bytes of an image to tell whether it animates (GIF,
 * animated WEBP, APNG). Lazy-loaded by animatedImage.ts.
 */

export type AnimatedFormat = 'gif' | 'webp' | 'apng'

/** Enough for the chunks that precede the animation markers, colour profiles included. */
export const SNIFF_BYTES = 16 * 1024

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length))

const byteAt = (b: Uint8Array, at: number) => b[at] ?? 0

// Arithmetic, not bit operators: those are signed 32-bit and break above 2³¹.
const u32be = (b: Uint8Array, at: number) =>
  byteAt(b, at) * 0x1000000 +
  byteAt(b, at + 1) * 0x10000 +
  byteAt(b, at + 2) * 0x100 +
  byteAt(b, at + 3)

const u32le = (b: Uint8Array, at: number) =>
  byteAt(b, at + 3) * 0x1000000 +
  byteAt(b, at + 2) * 0x10000 +
  byteAt(b, at + 1) * 0x100 +
  byteAt(b, at)

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function sniffPng(bytes: Uint8Array): boolean {
  // Chunks: length (4, big-endian), type (4), data, CRC (4). acTL must come before IDAT.
  let at = 8
  while (at + 8 <= bytes.length) {
    const length = u32be(bytes, at)
    const type = ascii(bytes, at + 4, 4)
    if (type === 'acTL') return true
    if (type === 'IDAT' || type === 'IEND') return false
    at += 12 + length
  }
  return false
}

function sniffWebp(bytes: Uint8Array): boolean {
  // RIFF container: "RIFF", size, "WEBP", then chunks of fourcc, size (little-endian), data (even-padded).
  let at = 12
  while (at + 8 <= bytes.length) {
    const type = ascii(bytes, at, 4)
    const size = u32le(bytes, at + 4)
    if (type === 'ANIM' || type === 'ANMF') return true
    // VP8X flags: bit 1 is "animation".
    if (type === 'VP8X' && at + 8 < bytes.length && (byteAt(bytes, at + 8) & 0x02) !== 0)
      return true
    if (type === 'VP8 ' || type === 'VP8L') return false
    at += 8 + size + (size % 2)
  }
  return false
}

/** The animated format the bytes start with, or null (still image, or not enough bytes to tell). */
export function sniffAnimated(bytes: Uint8Array): AnimatedFormat | null {
  if (bytes.length >= 6) {
    const head = ascii(bytes, 0, 6)
    if (head === 'GIF89a' || head === 'GIF87a') return 'gif'
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return sniffWebp(bytes) ? 'webp' : null
  }
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    return sniffPng(bytes) ? 'apng' : null
  }
  return null
}

export async function readHead(url: string): Promise<Uint8Array> {
  const response = await fetch(url, {
    headers: { Range: `bytes=0-${SNIFF_BYTES - 1}` },
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array(await response.arrayBuffer()).subarray(0, SNIFF_BYTES)
  // A server that ignores Range sends the whole file: read the head, drop the rest.
  const chunks: Uint8Array[] = []
  let length = 0
  while (length < SNIFF_BYTES) {
    const { done, value } = await reader.read()
    if (done || !value) break
    chunks.push(value)
    length += value.length
  }
  void reader.cancel().catch(() => undefined)
  const head = new Uint8Array(Math.min(length, SNIFF_BYTES))
  let at = 0
  for (const chunk of chunks) {
    const part = chunk.subarray(0, head.length - at)
    head.set(part, at)
    at += part.length
    if (at >= head.length) break
  }
  return head
}
