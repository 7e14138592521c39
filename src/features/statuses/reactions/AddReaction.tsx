import { Suspense } from 'react'
import { loadEmojiPicker, readyEmojiPicker, warmEmojiPicker } from '../../emoji'
import { lazyUnlessReady } from '../../../ui/lazy'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { Spinner } from '../../../ui/Spinner'
import { ErrorBoundary } from '../../../ui/ErrorBoundary'
import { usePopover } from '../../../ui/usePopover'
import { useOnline } from '../../../ui/useOnline'
import type { PickedEmoji } from './reactionLogic'
import styles from './EmojiReactions.module.css'
// The offline reason is the action bar's words.
import '../actions/messages'
import { LineIcon } from '../../../ui/icons'

const EmojiPicker = lazyUnlessReady(loadEmojiPicker, readyEmojiPicker)

const SmileyPlusIcon = () => (
  <LineIcon size={20} cap>
    <path d="M20.5 11.5a8.5 8.5 0 1 1-8-8.5" />
    <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0" />
    <circle cx="9" cy="10" r="1.3" fill="currentColor" stroke="none" />
    <circle cx="15" cy="10" r="1.3" fill="currentColor" stroke="none" />
    <path d="M19 2v6M16 5h6" />
  </LineIcon>
)

/** "Add reaction": opens the emoji picker in a popover below the button. */
export function AddReaction({ onPick }: { onPick: (emoji: PickedEmoji) => void }) {
  const { t } = useTranslation()
  const { open, close, toggle, triggerRef, panelRef, panelProps } = usePopover()
  const customReactions = useFeature('customEmojiReactions')
  const offline = !useOnline()
  return (
    <span className={styles.anchor}>
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.add} ${offline ? styles.unavailable : ''}`}
        aria-label={t('status_extras.reactions.add')}
        // Offline a reaction cannot be sent: the button stays, greyed, and says why.
        title={offline ? t('status_actions.offline') : t('status_extras.reactions.add')}
        aria-disabled={offline ? true : undefined}
        data-shortcut="react"
        aria-keyshortcuts="e"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={offline ? undefined : toggle}
        onPointerEnter={warmEmojiPicker}
        onFocus={warmEmojiPicker}
      >
        <SmileyPlusIcon />
      </button>
      {open && (
        // The picker is a dialog of its own; this only places it and keeps focus rules.
        <div ref={panelRef} {...panelProps} className={styles.picker}>
          <ErrorBoundary
            fallback={
              <p className={styles.pickerPending} role="alert">
                {t('status_extras.reactions.picker_error')}
              </p>
            }
          >
            <Suspense
              fallback={
                <p className={styles.pickerPending} role="status">
                  <Spinner /> {t('general.loading')}
                </p>
              }
            >
              <EmojiPicker
                onPick={(emoji) => {
                  close(true)
                  onPick(emoji)
                }}
                onClose={() => close(true)}
                withCustomEmoji={customReactions}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </span>
  )
}
