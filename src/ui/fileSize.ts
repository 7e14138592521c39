import { UPLOAD_SIZE_UNITS } from '../config/constants'

/** Bytes as a number and a binary unit (B, KiB, MiB, GiB, TiB). */
export function fileSizeParts(bytes: number): {
  num: number
  unit: (typeof UPLOAD_SIZE_UNITS)[number]
} {
  let num = Math.max(0, bytes)
  let i = 0
  while (num >= 1024 && i < UPLOAD_SIZE_UNITS.length - 1) {
    num /= 1024
    i++
  }
  return { num: Math.round(num * 100) / 100, unit: UPLOAD_SIZE_UNITS[i] ?? 'B' }
}
