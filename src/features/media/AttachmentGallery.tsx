import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { Link } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import type { Attachment } from '../../api/types'
import type { StoredStatus } from '../../store/entities'
import { usePref, usePreferences } from '../../store/preferences'
import { BlurhashCanvas } from './BlurhashCanvas'
import {
  attachmentLimit,
  gallerySize,
  planGallery,
  type GalleryContext,
  type GalleryItem,
  type GalleryRow,
} from './galleryLayout'
import { useGalleryChoice } from './galleryMemory'
import { isViewable, mediaKind } from './mediaKind'
import { isNsfw } from './nsfw'
import { useOnScreen } from './onScreen'
import { ImageThumb } from './thumbnails/ImageThumb'
import { AudioRow } from './thumbnails/AudioRow'
import {
  FileLink,
  GifvThumb,
  HiddenLink,
  IconTile,
  VideoCell,
  VideoTile,
} from './thumbnails/lazyItems'
import type { ItemProps, OpenMedia } from './thumbnails/types'
import { openMediaViewer } from './viewer/viewerStore'
import styles from './AttachmentGallery.module.css'
import { LineIcon } from '../../ui/icons'

export interface AttachmentGalleryProps {
  status: StoredStatus
  context: GalleryContext
}

type Translate = ReturnType<typeof useTranslation>['t']

// Here rather than in mediaIcons.tsx, which only the lazy items and the viewer need.
const EyeOffIcon = () => (
  <LineIcon size={18} cap join>
    <path d="M3 3l18 18M10.6 6.1A9.7 9.7 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-3 3.5M6.4 7.4C4.3 9 3 12 3 12s4 6 9 6a8.6 8.6 0 0 0 4-1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </LineIcon>
)

/** The description, or "Image 2 of 4" when there is none. */
const itemLabel = (t: Translate, item: GalleryItem, total: number) =>
  item.attachment.description || t(`media.undescribed.${item.kind}`, { n: item.index + 1, total })

/** Whole pictures (contain) or cells filled and cropped (cover), per useContainFit. */
const useThumbFit = (): 'contain' | 'cover' => (usePref('useContainFit') ? 'contain' : 'cover')

function VisualCell({ item, label, onOpen }: ItemProps) {
  const fit = useThumbFit()
  const videosInViewer = usePref('playVideosInModal')
  switch (item.kind) {
    case 'image':
      return <ImageThumb item={item} label={label} onOpen={onOpen} fit={fit} />
    case 'gifv':
      return <GifvThumb item={item} label={label} onOpen={onOpen} fit={fit} />
    case 'video':
      // playVideosInModal: a poster that opens the viewer instead of an inline player.
      return videosInViewer ? (
        <VideoTile item={item} label={label} onOpen={onOpen} fit={fit} />
      ) : (
        <VideoCell item={item} label={label} onOpen={onOpen} fit={fit} />
      )
    default:
      return <IconTile item={item} label={label} onOpen={onOpen} />
  }
}

/** As in a row, but videos are always posters and files are links. */
function SmallTile({ item, label, onOpen }: ItemProps) {
  switch (item.kind) {
    case 'video':
      return <VideoTile item={item} label={label} onOpen={onOpen} fit="cover" />
    case 'file':
      return <FileLink item={item} label={label} tile />
    default:
      return <VisualCell item={item} label={label} onOpen={onOpen} />
  }
}

function Row({ row, total, onOpen }: { row: GalleryRow; total: number; onOpen: OpenMedia }) {
  const { t } = useTranslation()
  switch (row.kind) {
    case 'visual': {
      const single = row.items.length === 1
      return (
        <div className={styles.row}>
          {row.items.map((item, i) => (
            <div
              key={item.attachment.id}
              className={[
                styles.cell,
                styles[row.steps[i]?.key ?? 'r1X1'],
                single ? styles.single : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <VisualCell item={item} label={itemLabel(t, item, total)} onOpen={onOpen} />
            </div>
          ))}
        </div>
      )
    }
    case 'audio':
      return row.items[0] ? (
        <AudioRow item={row.items[0]} label={itemLabel(t, row.items[0], total)} />
      ) : null
    case 'file':
      return row.items[0] ? (
        <FileLink item={row.items[0]} label={itemLabel(t, row.items[0], total)} />
      ) : null
    case 'link':
      return row.items[0] ? (
        <li>
          <HiddenLink
            item={row.items[0]}
            label={itemLabel(t, row.items[0], total)}
            onOpen={onOpen}
          />
        </li>
      ) : null
    case 'tiles':
      return (
        <ul className={styles.tiles}>
          {row.items.map((item) => (
            <li key={item.attachment.id} className={styles.tile}>
              <SmallTile item={item} label={itemLabel(t, item, total)} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )
  }
}

const firstViewable = (attachments: readonly Attachment[]) =>
  attachments.findIndex((a) => isViewable(mediaKind(a)))

function Gallery({ status, context }: AttachmentGalleryProps) {
  const { t } = useTranslation()
  const prefs = usePreferences(
    useShallow((s) => ({
      attachmentSize: s.prefs.attachmentSize,
      hideAttachments: s.prefs.hideAttachments,
      hideAttachmentsInConv: s.prefs.hideAttachmentsInConv,
      maxThumbnails: s.prefs.maxThumbnails,
      hideNsfw: s.prefs.hideNsfw,
      nsfwOneClick: s.prefs.nsfwOneClick,
    })),
  )
  const [expanded, setExpanded] = useGalleryChoice('expanded', status.id)
  const [unlimited, setUnlimited] = useState(false)
  const [revealed, setRevealed] = useGalleryChoice('revealed', status.id)
  // Which control gets focus after the sensitive cover and the hide button swap places.
  const focusNext = useRef<'cover' | 'hide' | null>(null)
  const coverRef = useRef<HTMLButtonElement>(null)
  const hideRef = useRef<HTMLButtonElement>(null)

  const attachments = status.media_attachments
  const size = gallerySize(context, prefs)
  const limit = unlimited ? Infinity : attachmentLimit(context, prefs.maxThumbnails)
  const plan = useMemo(
    () => planGallery(attachments, { size, limit, expanded }),
    [attachments, size, limit, expanded],
  )
  const sensitive = prefs.hideNsfw && isNsfw(status)
  const covered = sensitive && !revealed
  const preload = usePref('preloadImage')
  const coverNear = useOnScreen(coverRef, 'near', covered && preload)

  // preloadImage: the pictures behind a cover near the screen load ahead, so revealing is instant.
  useEffect(() => {
    if (!covered || !preload || !coverNear) return
    for (const attachment of attachments) {
      if (mediaKind(attachment) === 'image') new Image().src = attachment.preview_url
    }
  }, [covered, preload, coverNear, attachments])

  const onOpen = useCallback<OpenMedia>(
    (index, from) => openMediaViewer(attachments, index, from),
    [attachments],
  )

  useEffect(() => {
    const target =
      focusNext.current === 'cover'
        ? coverRef.current
        : focusNext.current === 'hide'
          ? hideRef.current
          : null
    focusNext.current = null
    target?.focus()
  }, [covered])

  const onCoverClick = () => {
    const index = firstViewable(attachments)
    if (prefs.nsfwOneClick && index >= 0 && coverRef.current) {
      onOpen(index, coverRef.current)
      return
    }
    focusNext.current = 'hide'
    setRevealed(true)
  }

  const coverHash = attachments.find((a) => a.blurhash)?.blurhash
  const total = attachments.length

  return (
    <div
      className={styles.gallery}
      data-size={size}
      role="group"
      aria-label={t('media.gallery', { count: total })}
    >
      {covered ? (
        <div className={styles.cover}>
          {coverHash && <BlurhashCanvas hash={coverHash} className={styles.coverBlur} />}
          <button
            ref={coverRef}
            type="button"
            className={styles.coverButton}
            onClick={onCoverClick}
          >
            <span className={styles.coverTitle}>{t('media.sensitive_show')}</span>
          </button>
        </div>
      ) : (
        <>
          {sensitive && (
            <button
              ref={hideRef}
              type="button"
              className={styles.hideButton}
              aria-label={t('media.sensitive_hide')}
              title={t('media.sensitive_hide')}
              onClick={() => {
                focusNext.current = 'cover'
                setRevealed(false)
              }}
            >
              <EyeOffIcon />
            </button>
          )}
          {size === 'hide' ? (
            <ul className={styles.links}>
              {plan.rows.map((row) => (
                <Row key={row.items[0]?.attachment.id} row={row} total={total} onOpen={onOpen} />
              ))}
            </ul>
          ) : (
            plan.rows.map((row) => (
              <Row
                key={row.items.map((i) => i.attachment.id).join(' ')}
                row={row}
                total={total}
                onOpen={onOpen}
              />
            ))
          )}
        </>
      )}
      {(plan.collapsible && !covered) || plan.beyondLimit > 0 ? (
        <div className={styles.footer}>
          {plan.collapsible && !covered && (
            <button
              type="button"
              className={styles.footerButton}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('media.show_fewer') : t('media.show_all', { count: plan.withinLimit })}
            </button>
          )}
          {plan.beyondLimit > 0 &&
            (context === 'conversation' ? (
              <button
                type="button"
                className={styles.footerButton}
                onClick={() => setUnlimited(true)}
              >
                {t('media.more', { count: plan.beyondLimit })}
              </button>
            ) : (
              <Link className={styles.footerButton} to={`/notice/${encodeURIComponent(status.id)}`}>
                {t('media.more', { count: plan.beyondLimit })}
              </Link>
            ))}
        </div>
      ) : null}
    </div>
  )
}

/**
 * The attachments of a status: thumbnail rows, the small and
 * hide sizes, collapsing long galleries, the maxThumbnails limit, NSFW
 * covers, and the media viewer on click. Layout rules: galleryLayout.ts.
 */
export const AttachmentGallery = memo(function AttachmentGallery(props: AttachmentGalleryProps) {
  if (props.status.media_attachments.length === 0) return null
  return <Gallery {...props} />
})
