/**
 * An animated WebP encoder for two-colour frames. Each frame is a lossless
 * (VP8L) bitstream without transforms or backward references whose four
 * channel codes are "simple" prefix codes of one or two symbols, so every
 * pixel costs one bit per channel that differs between the two colours.
 */

import type { Rgb } from './raster.ts'

class BitWriter {
  private readonly bytes: number[] = []
  private cur = 0
  private used = 0

  /** LSB-first, as VP8L reads its bits. */
  write(value: number, count: number): void {
    for (let i = 0; i < count; i += 1) {
      this.cur |= ((value >>> i) & 1) << this.used
      this.used += 1
      if (this.used === 8) {
        this.bytes.push(this.cur)
        this.cur = 0
        this.used = 0
      }
    }
  }

  finish(): Buffer {
    if (this.used > 0) this.bytes.push(this.cur)
    return Buffer.from(this.bytes)
  }
}

/** A simple prefix code for the values a channel takes (one or two of them). */
function writeSimpleCode(out: BitWriter, values: readonly number[]): void {
  const symbols = [...new Set(values)].sort((a, b) => a - b)
  out.write(1, 1) // simple code
  out.write(symbols.length - 1, 1)
  const first = symbols[0] ?? 0
  if (first <= 1) {
    out.write(0, 1) // first symbol in 1 bit
    out.write(first, 1)
  } else {
    out.write(1, 1) // first symbol in 8 bits
    out.write(first, 8)
  }
  if (symbols.length === 2) out.write(symbols[1] ?? 0, 8)
}

/** A VP8L bitstream of `width` x `height` pixels, each `colors[bit]`. */
function vp8l(width: number, height: number, colors: readonly [Rgb, Rgb], mask: Uint8Array) {
  const out = new BitWriter()
  out.write(0x2f, 8) // signature
  out.write(width - 1, 14)
  out.write(height - 1, 14)
  out.write(0, 1) // alpha not used
  out.write(0, 3) // version
  out.write(0, 1) // no transforms
  out.write(0, 1) // no colour cache
  out.write(0, 1) // no meta prefix codes
  const [c0, c1] = colors
  const channels = [1, 0, 2] // green, red, blue (the order VP8L reads them)
  for (const ch of channels) writeSimpleCode(out, [c0[ch] ?? 0, c1[ch] ?? 0])
  writeSimpleCode(out, [255]) // alpha
  writeSimpleCode(out, [0]) // distance (never used)
  for (let i = 0; i < width * height; i += 1) {
    const color = mask[i] ? c1 : c0
    for (const ch of channels) {
      const a = c0[ch] ?? 0
      const b = c1[ch] ?? 0
      if (a !== b) out.write((color[ch] ?? 0) === Math.max(a, b) ? 1 : 0, 1)
    }
  }
  return out.finish()
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.write(type, 0, 'ascii')
  head.writeUInt32LE(data.length, 4)
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)])
}

function u24(n: number): Buffer {
  const b = Buffer.alloc(3)
  b.writeUIntLE(n, 0, 3)
  return b
}

/** `masks[i][p]` picks colour 0 or 1 for pixel `p` of frame `i`. */
export function encodeAnimatedWebp(
  width: number,
  height: number,
  colors: readonly [Rgb, Rgb],
  masks: readonly Uint8Array[],
  delayMs: number,
): Buffer {
  const vp8x = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24(width - 1), u24(height - 1)])
  const anim = Buffer.from([0xff, 0xff, 0xff, 0xff, 0, 0]) // white background, loop forever
  const frames = masks.map((mask) =>
    riffChunk(
      'ANMF',
      Buffer.concat([
        u24(0),
        u24(0),
        u24(width - 1),
        u24(height - 1),
        u24(delayMs),
        Buffer.from([0x02]), // do not blend, no disposal
        riffChunk('VP8L', vp8l(width, height, colors, mask)),
      ]),
    ),
  )
  const body = Buffer.concat([
    Buffer.from('WEBP', 'ascii'),
    riffChunk('VP8X', vp8x),
    riffChunk('ANIM', anim),
    ...frames,
  ])
  const head = Buffer.alloc(8)
  head.write('RIFF', 0, 'ascii')
  head.writeUInt32LE(body.length, 4)
  return Buffer.concat([head, body])
}
