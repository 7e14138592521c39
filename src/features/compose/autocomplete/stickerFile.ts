import { api } from '../../../api/client'

const TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  apng: 'image/apng',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

/** The content type a sticker's file name suggests, for servers that send none. */
export function stickerType(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  return TYPES[ext] ?? 'application/octet-stream'
}

/**
 * A sticker's image as a File to upload like any attachment. Sticker packs
 * are static files of the instance (same origin, or the API's base URL
 * during development).
 */
export async function fetchStickerFile(
  url: string,
  name: string,
  fetchImpl: typeof fetch = fetch,
): Promise<File> {
  const response = await fetchImpl(api().url(url), { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim())
  const blob = await response.blob()
  // A server that labels the image as something else (or nothing) is overruled by its name.
  const type = blob.type.startsWith('image/') ? blob.type : stickerType(name)
  return new File([blob], name, { type })
}
