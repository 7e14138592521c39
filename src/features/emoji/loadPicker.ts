import type { CustomEmoji } from '../../api/types'
import { messagesSettled } from '../../i18n/i18n'
import type EmojiPicker from './EmojiPicker'

/*
 * The emoji picker is large and opened rarely: its own chunk, fetched on
 * first use. Loading the chunk starts loading the emoji data too, so a
 * button that warms it on pointer-enter or focus opens it sooner on click.
 */
let ready: typeof EmojiPicker | null = null

export const loadEmojiPicker = () =>
  import('./EmojiPicker').then(async (module) => {
    // Ready to render at once: its code and its words in the reader's language are there.
    await messagesSettled()
    ready = module.default
    return module
  })

/** The picker, once loaded, so that opening it need not suspend (ui/lazy's lazyUnlessReady). */
export const readyEmojiPicker = (): typeof EmojiPicker | null => ready

export const warmEmojiPicker = (): void => void loadEmojiPicker().catch(() => undefined)

/**
 * Everything the picker's first opening would otherwise wait for, done ahead:
 * its chunk, the Unicode emoji data (downloaded and parsed with it) and the
 * instance's custom emoji sorted into packs. For an idle moment of a member's
 * session, as Akkoma's own front end loads its emoji data at start.
 */
export function prepareEmojiPicker(customEmoji: readonly CustomEmoji[]): Promise<void> {
  return Promise.all([
    loadEmojiPicker(),
    import('./standardEmoji').then((m) => m.loadStandardEmoji()),
    import('./customEmojiGroups').then((m) => void m.groupCustomEmoji(customEmoji)),
  ]).then(
    () => undefined,
    () => undefined,
  )
}
