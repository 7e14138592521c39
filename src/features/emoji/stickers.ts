import { fetchStickers } from '../../api/endpoints/stickers'
import type { StickerPack } from '../../api/types'
import { api } from '../../api/client'

let request: Promise<StickerPack[]> | null = null
let loaded: StickerPack[] | null = null

/**
 * Sticker packs, asked for the first time a picker that offers stickers
 * opens, then kept for the visit (they only change when an admin edits the
 * instance's static files). fetchStickers never rejects: no packs is [].
 */
export function loadStickerPacks(): Promise<StickerPack[]> {
  request ??= fetchStickers(api()).then((packs) => {
    loaded = packs
    return packs
  })
  return request
}

/** The packs if they have been loaded already, so a reopened picker shows its tab at once. */
export function loadedStickerPacks(): StickerPack[] | null {
  return loaded
}

/** A pack's image files, from Pleroma-FE's pack.json format (`stickers: ["a.png", ...]`). */
export function stickerFiles(pack: StickerPack): string[] {
  const files = pack.meta.stickers
  return Array.isArray(files)
    ? files.filter((f): f is string => typeof f === 'string' && f.trim() !== '')
    : []
}

export function stickerUrl(pack: StickerPack, file: string): string {
  return /^(https?:)?\//.test(file) ? file : `${pack.path}${file}`
}

/** A readable name for a sticker: its file name without folders or extension. */
export function stickerLabel(file: string): string {
  const base = file.split('/').pop() ?? file
  return base.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ') || base
}
