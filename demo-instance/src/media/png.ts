/**
 * PNG and APNG (animated PNG) encoders: 8-bit RGB, one zlib stream per
 * frame, the "Up" filter on every row (gradients compress well with it).
 */

import { deflateSync } from 'node:zlib'
import type { Raster } from './raster.ts'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n += 1) {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(...parts: Uint8Array[]): number {
  let crc = 0xffffffff
  for (const part of parts) {
    for (const byte of part) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(head.subarray(4), data), 0)
  return Buffer.concat([head, data, crc])
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 4)
  values.forEach((v, i) => out.writeUInt32BE(v >>> 0, i * 4))
  return out
}

function header(width: number, height: number): Buffer {
  // 8-bit depth, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
  return chunk('IHDR', Buffer.concat([u32(width, height), Buffer.from([8, 2, 0, 0, 0])]))
}

/** Filtered scanlines (filter type 2, "Up") of an RGBA raster as RGB, deflated. */
function imageData(r: Raster): Buffer {
  const stride = r.width * 3
  const raw = Buffer.alloc((stride + 1) * r.height)
  let previous = Buffer.alloc(stride)
  for (let y = 0; y < r.height; y += 1) {
    const row = Buffer.alloc(stride)
    for (let x = 0; x < r.width; x += 1) {
      const i = (y * r.width + x) * 4
      row[x * 3] = r.data[i] ?? 0
      row[x * 3 + 1] = r.data[i + 1] ?? 0
      row[x * 3 + 2] = r.data[i + 2] ?? 0
    }
    const offset = y * (stride + 1)
    raw[offset] = 2
    for (let i = 0; i < stride; i += 1)
      raw[offset + 1 + i] = ((row[i] ?? 0) - (previous[i] ?? 0)) & 0xff
    previous = row
  }
  return deflateSync(raw, { level: 6 })
}

export function encodePng(r: Raster): Buffer {
  return Buffer.concat([
    SIGNATURE,
    header(r.width, r.height),
    chunk('IDAT', imageData(r)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * An animated PNG looping forever; every frame covers the whole canvas and
 * replaces the previous one. Browsers without APNG support show frame 0.
 */
export function encodeApng(frames: readonly Raster[], delayMs: number): Buffer {
  const first = frames[0]
  if (!first) throw new Error('encodeApng: no frames')
  const parts: Buffer[] = [
    SIGNATURE,
    header(first.width, first.height),
    chunk('acTL', u32(frames.length, 0)),
  ]
  let sequence = 0
  frames.forEach((frame, index) => {
    const control = Buffer.alloc(26)
    control.writeUInt32BE(sequence, 0)
    control.writeUInt32BE(frame.width, 4)
    control.writeUInt32BE(frame.height, 8)
    control.writeUInt32BE(0, 12) // x offset
    control.writeUInt32BE(0, 16) // y offset
    control.writeUInt16BE(delayMs, 20) // delay numerator
    control.writeUInt16BE(1000, 22) // delay denominator
    control[24] = 0 // dispose: none
    control[25] = 0 // blend: source
    parts.push(chunk('fcTL', control))
    sequence += 1
    const data = imageData(frame)
    if (index === 0) {
      parts.push(chunk('IDAT', data))
    } else {
      parts.push(chunk('fdAT', Buffer.concat([u32(sequence), data])))
      sequence += 1
    }
  })
  parts.push(chunk('IEND', Buffer.alloc(0)))
  return Buffer.concat(parts)
}
