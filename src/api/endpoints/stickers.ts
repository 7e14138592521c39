import type { ApiClient } from '../http'
import { str } from '../read'
import type { StickerPack } from '../types'
import { getRecord, optional } from './instance'

/**
 * Sticker packs: /static/stickers.json maps pack names to base
 * paths, each with a pack.json. Missing stickers are normal: warn and
 * return what loaded, sorted by title.
 */
export async function fetchStickers(client: ApiClient): Promise<StickerPack[]> {
  const index = await optional('stickers', () => getRecord(client, '/static/stickers.json'))
  if (!index) return []
  const packs = await Promise.all(
    Object.entries(index).map(async ([pack, rawPath]): Promise<StickerPack | null> => {
      const path = str(rawPath)
      if (path === '') return null
      const base = path.endsWith('/') ? path : `${path}/`
      const meta = await optional(`sticker pack ${pack}`, () =>
        getRecord(client, `${base}pack.json`),
      )
      return { pack, path: base, meta: { ...meta, title: str(meta?.title) || pack } }
    }),
  )
  return packs
    .filter((p): p is StickerPack => p !== null)
    .sort((a, b) => a.meta.title.localeCompare(b.meta.title))
}
