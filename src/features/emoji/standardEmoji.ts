import type { EmojiSection, PickerEmoji } from './types'
import './messages'

/** The parts of emojibase's compact records the picker uses. */
export interface CompactRecord {
  unicode: string
  label: string
  hexcode: string
  group?: number
  order?: number
  tags?: string[]
}

/** emojibase shortcode files map a hexcode to one shortcode or several. */
export type ShortcodeMap = Record<string, string | string[]>

/** emojibase group numbers; 2 ("components": skin tones, hair) is not pickable on its own. */
const GROUPS: readonly { group: number; key: string; icon: string }[] = [
  { group: 0, key: 'smileys', icon: '😀' },
  { group: 1, key: 'people', icon: '👋' },
  { group: 3, key: 'animals', icon: '🐻' },
  { group: 4, key: 'food', icon: '🍔' },
  { group: 5, key: 'travel', icon: '🚗' },
  { group: 6, key: 'activities', icon: '⚽' },
  { group: 7, key: 'objects', icon: '💡' },
  { group: 8, key: 'symbols', icon: '🔣' },
  { group: 9, key: 'flags', icon: '🏁' },
]

const EMOJI_PRESENTATION = /^\p{Emoji_Presentation}$/u

/**
 * The fully-qualified form servers and other clients use. emojibase appends
 * U+FE0F to every character, but a character that already defaults to emoji
 * presentation (👍, ☕) is written without it; keeping it would make a
 * reaction with 👍️ a different reaction from everybody else's 👍.
 */
export function canonicalEmoji(unicode: string): string {
  const chars = [...unicode]
  const [base, selector] = chars
  if (chars.length === 2 && base && selector === '\uFE0F' && EMOJI_PRESENTATION.test(base)) {
    return base
  }
  return unicode
}

function shortcodesOf(map: ShortcodeMap, hexcode: string): string[] {
  const value = map[hexcode]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

function toPicker(record: CompactRecord, shortcodes: string[]): PickerEmoji {
  const label = record.label.toLowerCase()
  const name = canonicalEmoji(record.unicode)
  const displayText = shortcodes[0] ?? label.replace(/[^\p{L}\p{N}+-]+/gu, '_')
  return {
    name,
    replacement: name,
    displayText,
    keywords: [...shortcodes.slice(1), label, ...label.split(/\s+/), ...(record.tags ?? [])],
    title: record.label,
  }
}

/**
 * Standard emoji in emojibase's groups and order. Skin-tone variants live in
 * each record's `skins` and are not read: the picker shows the default tone.
 */
export function toStandardSections(
  records: readonly CompactRecord[],
  shortcodes: ShortcodeMap,
): EmojiSection[] {
  const byGroup = new Map<number, CompactRecord[]>()
  for (const record of records) {
    if (record.group === undefined) continue
    const list = byGroup.get(record.group)
    if (list) list.push(record)
    else byGroup.set(record.group, [record])
  }
  return GROUPS.flatMap(({ group, key, icon }) => {
    const list = byGroup.get(group)
    if (!list) return []
    list.sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    return [
      {
        id: `standard:${key}`,
        title: { key: `emoji.group.${key}` },
        icon: { text: icon },
        emoji: list.map((r) => toPicker(r, shortcodesOf(shortcodes, r.hexcode))),
      },
    ]
  })
}

let loading: Promise<EmojiSection[]> | null = null
let loaded: EmojiSection[] | null = null

/**
 * The Unicode emoji data (about 90 kB compressed) is its own chunk, fetched
 * the first time a picker opens and kept for the rest of the visit. A failed
 * load is forgotten so that trying again fetches again.
 */
export function loadStandardEmoji(): Promise<EmojiSection[]> {
  loading ??= Promise.all([
    import('emojibase-data/en/compact.json'),
    import('emojibase-data/en/shortcodes/github.json'),
  ]).then(
    ([data, codes]) => {
      loaded = toStandardSections(
        data.default as readonly CompactRecord[],
        codes.default as unknown as ShortcodeMap,
      )
      return loaded
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The sections if they have been loaded already, so a reopened picker shows them at once. */
export function loadedStandardEmoji(): EmojiSection[] | null {
  return loaded
}
