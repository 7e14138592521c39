/**
 * An animated GIF89a encoder for palette images: one global colour table,
 * the NETSCAPE2.0 loop extension, and LZW-compressed full-canvas frames.
 */

import type { Rgb } from './raster.ts'

export interface IndexedFrame {
  /** One palette index per pixel, row by row. */
  pixels: Uint8Array
}

class BitWriter {
  private bytes: number[] = []
  private cur = 0
  private used = 0

  write(code: number, size: number): void {
    this.cur |= code << this.used
    this.used += size
    while (this.used >= 8) {
      this.bytes.push(this.cur & 0xff)
      this.cur >>>= 8
      this.used -= 8
    }
  }

  finish(): number[] {
    if (this.used > 0) this.bytes.push(this.cur & 0xff)
    this.cur = 0
    this.used = 0
    return this.bytes
  }
}

/** GIF-flavoured LZW (variable code size, clear code when the table is full). */
function lzw(pixels: Uint8Array, minCodeSize: number): number[] {
  const clear = 1 << minCodeSize
  const end = clear + 1
  const out = new BitWriter()
  let codeSize = minCodeSize + 1
  let next = end + 1
  let table = new Map<number, number>()
  out.write(clear, codeSize)
  let prefix = pixels[0] ?? 0
  for (let i = 1; i < pixels.length; i += 1) {
    const k = pixels[i] ?? 0
    const key = (prefix << 8) | k
    const known = table.get(key)
    if (known !== undefined) {
      prefix = known
      continue
    }
    out.write(prefix, codeSize)
    if (next === 4096) {
      out.write(clear, codeSize)
      table = new Map()
      next = end + 1
      codeSize = minCodeSize + 1
    } else {
      if (next >= 1 << codeSize) codeSize += 1
      table.set(key, next)
      next += 1
    }
    prefix = k
  }
  out.write(prefix, codeSize)
  out.write(end, codeSize)
  return out.finish()
}

function subBlocks(data: number[]): number[] {
  const out: number[] = []
  for (let i = 0; i < data.length; i += 255) {
    const block = data.slice(i, i + 255)
    out.push(block.length, ...block)
  }
  out.push(0)
  return out
}

function u16(n: number): number[] {
  return [n & 0xff, (n >> 8) & 0xff]
}

export function encodeGif(
  width: number,
  height: number,
  palette: readonly Rgb[],
  frames: readonly IndexedFrame[],
  delayMs: number,
): Buffer {
  const bits = Math.max(1, Math.ceil(Math.log2(Math.max(2, palette.length))))
  const tableSize = 1 << bits
  const bytes: number[] = [...Buffer.from('GIF89a', 'ascii'), ...u16(width), ...u16(height)]
  bytes.push(0x80 | ((bits - 1) << 4) | (bits - 1), 0, 0)
  for (let i = 0; i < tableSize; i += 1) {
    const c = palette[i] ?? [0, 0, 0]
    bytes.push(c[0], c[1], c[2])
  }
  // Loop forever.
  bytes.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'ascii'), 0x03, 0x01, 0, 0, 0)
  const delay = Math.round(delayMs / 10)
  const minCodeSize = Math.max(2, bits)
  for (const frame of frames) {
    bytes.push(0x21, 0xf9, 0x04, 0x00, ...u16(delay), 0, 0) // graphic control
    bytes.push(0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0) // image descriptor
    bytes.push(minCodeSize, ...subBlocks(lzw(frame.pixels, minCodeSize)))
  }
  bytes.push(0x3b)
  return Buffer.from(bytes)
}
