import type { CustomEmoji } from '../../api/types'
import type { EmojiSection, PickerEmoji } from './types'
import './messages'

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** Akkoma names packs `pack:<name>`; people know them by `<name>`. */
export function packName(category: string | null): string {
  return (category ?? '').replace(/^pack:/, '').trim()
}

export function customToPicker(emoji: CustomEmoji): PickerEmoji {
  return {
    name: emoji.shortcode,
    imageUrl: emoji.url,
    replacement: `:${emoji.shortcode}:`,
    displayText: emoji.shortcode,
    keywords: [],
    title: `:${emoji.shortcode}:`,
  }
}

/** The sections of the list grouped last: a large instance's thousands take tens of ms to sort. */
const grouped = new WeakMap<readonly CustomEmoji[], EmojiSection[]>()

/**
 * Custom emoji as one section per pack (their `category`), packs in natural
 * alphabetical order with the emoji that have none at the end, each pack
 * sorted by shortcode. Emoji hidden from the picker are left out. The same
 * list (the session keeps one until the instance's emoji change) gives the
 * same sections, grouped once.
 */
export function groupCustomEmoji(list: readonly CustomEmoji[]): EmojiSection[] {
  let sections = grouped.get(list)
  if (!sections) {
    sections = groupPacks(list)
    grouped.set(list, sections)
  }
  return sections
}

function groupPacks(list: readonly CustomEmoji[]): EmojiSection[] {
  const packs = new Map<string, PickerEmoji[]>()
  for (const emoji of list) {
    if (!emoji.visible_in_picker || emoji.shortcode === '') continue
    const name = packName(emoji.category)
    const pack = packs.get(name)
    if (pack) pack.push(customToPicker(emoji))
    else packs.set(name, [customToPicker(emoji)])
  }
  return [...packs.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : collator.compare(a, b)))
    .map(([name, emoji]): EmojiSection => {
      emoji.sort((a, b) => collator.compare(a.name, b.name))
      const first = emoji[0]
      return {
        id: `custom:${name}`,
        title: name === '' ? { key: 'emoji.group.custom' } : { text: name },
        icon: first?.imageUrl ? { imageUrl: first.imageUrl } : { text: '★' },
        emoji,
      }
    })
}
