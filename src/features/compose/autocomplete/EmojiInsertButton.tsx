import { Suspense, useState } from 'react'
import { loadEmojiPicker, readyEmojiPicker, warmEmojiPicker } from '../../emoji'
import { lazyUnlessReady } from '../../../ui/lazy'
import { useTranslation } from '../../../i18n/react'
import { pushNotice } from '../../../store/notices'
import { Spinner } from '../../../ui/Spinner'
import type { PickedEmoji } from '../../emoji'
import { ErrorBoundary } from '../../../ui/ErrorBoundary'
import { usePopover } from '../../../ui/usePopover'
import styles from './EmojiInsertButton.module.css'
import { fetchStickerFile } from './stickerFile'
import './messages'
import { LineIcon } from '../../../ui/icons'

const EmojiPicker = lazyUnlessReady(loadEmojiPicker, readyEmojiPicker)

export interface EmojiInsertButtonProps {
  /** The emoji's text: the character itself or `:shortcode:`. */
  onInsert: (text: string) => void
  /** Given: the picker offers the instance's stickers, handed over as image files. */
  onSticker?: (file: File) => void
  disabled?: boolean
}

const SmileyIcon = () => (
  <LineIcon size={20} cap>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 14a5 5 0 0 0 8 0" />
    <circle cx="9" cy="9.5" r="1.3" fill="currentColor" stroke="none" />
    <circle cx="15" cy="9.5" r="1.3" fill="currentColor" stroke="none" />
  </LineIcon>
)

/**
 * The post form's emoji button: opens the emoji picker below
 * itself; a picked emoji is handed to `onInsert`, a picked sticker is
 * fetched and handed to `onSticker` as a File named after the sticker.
 * Closing the picker returns focus to the button.
 */
export function EmojiInsertButton({
  onInsert,
  onSticker,
  disabled = false,
}: EmojiInsertButtonProps) {
  const { t } = useTranslation()
  const { open, close, toggle, triggerRef, panelRef, panelProps } = usePopover()
  const [fetchingSticker, setFetchingSticker] = useState(false)
  const label = t('compose_autocomplete.insert_emoji')

  const pickEmoji = (emoji: PickedEmoji) => {
    // Focus goes back to the button first, so the caller may move it on to the text.
    close(true)
    onInsert(emoji.replacement)
  }

  const pickSticker = (sticker: { url: string; name: string }) => {
    if (!onSticker) return
    close(true)
    setFetchingSticker(true)
    fetchStickerFile(sticker.url, sticker.name).then(
      (file) => {
        setFetchingSticker(false)
        onSticker(file)
      },
      (error: unknown) => {
        setFetchingSticker(false)
        pushNotice('compose_autocomplete.sticker_failed', {
          args: { message: error instanceof Error ? error.message : String(error) },
        })
      },
    )
  }

  return (
    <span className={styles.anchor}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Busy, not disabled, while a sticker loads: a disabled button would drop the focus.
        aria-busy={fetchingSticker || undefined}
        disabled={disabled}
        onClick={toggle}
        onPointerEnter={warmEmojiPicker}
        onFocus={warmEmojiPicker}
      >
        {fetchingSticker ? <Spinner /> : <SmileyIcon />}
      </button>
      {fetchingSticker && (
        <span role="status" className="visually-hidden">
          {t('compose_autocomplete.sticker_loading')}
        </span>
      )}
      {open && (
        // The picker is a dialog of its own; this box only places it and keeps the focus rules.
        <div ref={panelRef} {...panelProps} className={styles.picker}>
          <ErrorBoundary
            fallback={
              <p className={styles.pending} role="alert">
                {t('compose_autocomplete.picker_error')}
              </p>
            }
          >
            <Suspense
              fallback={
                <p className={styles.pending} role="status">
                  <Spinner /> {t('general.loading')}
                </p>
              }
            >
              <EmojiPicker
                onPick={pickEmoji}
                onClose={() => close(true)}
                enableStickers={onSticker !== undefined}
                onPickSticker={onSticker ? pickSticker : undefined}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </span>
  )
}
