import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Button, buttonClass } from '../../../ui/Button'
import { useNativeDialog } from '../../../ui/useNativeDialog'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../mediaIcons'
import { mediaKind, safeHttpUrl } from '../mediaKind'
import { viewerKeyAction, type ViewerAction } from './navigation'
import { ViewerStage } from './ViewerStage'
import { closeMediaViewer, showNextMedia, showPreviousMedia, useMediaViewer } from './viewerStore'
import styles from './MediaViewer.module.css'
import './messages'
import { inlineArrows } from '../../../ui/direction'

const act = (action: ViewerAction) => (action === 'next' ? showNextMedia() : showPreviousMedia())

/**
 * The media viewer: a modal native <dialog> over the page with
 * the current item, previous/next (wrapping), a counter and the description.
 * Escape closes, arrow keys and swipes navigate, pinch zooms images. The
 * default export is what MediaViewerHost lazy-loads.
 */
export default function MediaViewer() {
  const { t } = useTranslation()
  const phase = useMediaViewer((s) => s.phase)
  const attachments = useMediaViewer((s) => s.attachments)
  const index = useMediaViewer((s) => s.index)
  const dialog = useNativeDialog(phase !== 'closed', closeMediaViewer)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  useEffect(() => {
    // After showModal (the dialog hook's effect runs first): start on the close button.
    closeRef.current?.focus()
  }, [])

  const attachment = attachments[index]
  if (!attachment) return null
  const total = attachments.length
  const kind = mediaKind(attachment)
  const label = attachment.description || t(`media.undescribed.${kind}`, { n: index + 1, total })
  const original = safeHttpUrl(attachment.url)

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    const action = viewerKeyAction(e)
    if (!action) return
    e.preventDefault()
    act(action)
  }

  return (
    <dialog
      {...dialog}
      className={[styles.viewer, phase === 'closing' ? styles.closing : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className={styles.toolbar}>
        <h2 id={titleId} className="visually-hidden">
          {t('media.viewer.title')}
        </h2>
        {total > 1 && (
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {t('media.viewer.counter', { current: index + 1, total })}
          </p>
        )}
        {original && (
          <a className={styles.original} href={original} target="_blank" rel="noopener noreferrer">
            {t('media.viewer.open_original')}
          </a>
        )}
        <button
          ref={closeRef}
          type="button"
          className={`${buttonClass('ghost', 'icon')} ${styles.toolButton}`}
          onClick={closeMediaViewer}
          aria-label={t('general.close')}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>
        <ViewerStage
          key={`${index}:${attachment.id}`}
          attachment={attachment}
          kind={kind}
          label={label}
          onAction={act}
          onDismiss={closeMediaViewer}
        />
        {total > 1 && (
          <>
            <Button
              variant="ghost"
              size="icon"
              className={`${styles.nav} ${styles.prev}`}
              onClick={showPreviousMedia}
              aria-label={t('media.viewer.previous')}
              aria-keyshortcuts={inlineArrows().backward}
            >
              <ChevronLeftIcon />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={`${styles.nav} ${styles.next}`}
              onClick={showNextMedia}
              aria-label={t('media.viewer.next')}
              aria-keyshortcuts={inlineArrows().forward}
            >
              <ChevronRightIcon />
            </Button>
          </>
        )}
      </div>
      {attachment.description && <p className={styles.description}>{attachment.description}</p>}
    </dialog>
  )
}
