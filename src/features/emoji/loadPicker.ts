/*
 * The emoji picker is large and opened rarely: its own chunk, fetched on
 * first use. Loading the chunk starts loading the emoji data too, so a
 * button that warms it on pointer-enter or focus opens it sooner on click.
 */
export const loadEmojiPicker = () => import('./EmojiPicker')

export const warmEmojiPicker = (): void => void loadEmojiPicker().catch(() => undefined)
