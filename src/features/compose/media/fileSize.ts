import { fileSizeParts } from '../../../ui/fileSize'

export type FileSize = ReturnType<typeof fileSizeParts>

/** Bytes as a number and a binary unit among B, KiB, MiB, GiB and TiB. */
export function formatFileSize(bytes: number): FileSize {
  return fileSizeParts(bytes)
}

/**
 * The size check made before anything is sent: null when the
 * file fits the instance upload limit (or the limit is unknown, 0), else both
 * sizes ready for `upload.error.file_too_big`.
 */
export function checkUploadSize(
  bytes: number,
  limit: number,
): { size: FileSize; limit: FileSize } | null {
  if (limit <= 0 || bytes <= limit) return null
  return { size: formatFileSize(bytes), limit: formatFileSize(limit) }
}
