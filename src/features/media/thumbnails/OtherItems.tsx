import { memo, type JSX, type MouseEvent } from 'react'
import { useTranslation } from '../../../i18n/react'
import { AudioIcon, FileIcon, FlashIcon, ImageIcon, VideoIcon } from '../mediaIcons'
import { fileNameOf, isViewable, safeHttpUrl, type MediaKind } from '../mediaKind'
import type { GalleryItem } from '../galleryLayout'
import { ThumbButton } from './thumbParts'
import type { ItemProps } from './types'
import styles from './Thumbnails.module.css'

/*
 * The items that are not thumbnails: Flash tiles, links to plain files,
 * and the link list of the "hide" size.
 */

const KIND_ICONS: Record<MediaKind, () => JSX.Element> = {
  image: ImageIcon,
  gifv: VideoIcon,
  video: VideoIcon,
  audio: AudioIcon,
  flash: FlashIcon,
  file: FileIcon,
}

export function KindIcon({ kind }: { kind: MediaKind }) {
  const Icon = KIND_ICONS[kind]
  return <Icon />
}

/** A tile that opens the viewer: Flash anywhere, audio in the small size. */
export const IconTile = memo(function IconTile({ item, label, onOpen }: ItemProps) {
  const { t } = useTranslation()
  return (
    <ThumbButton
      item={item}
      label={label}
      onOpen={onOpen}
      className={`${styles.thumb} ${styles.iconTile}`}
    >
      <KindIcon kind={item.kind} />
      <span className={styles.tileText} aria-hidden="true">
        {t(`media.kind.${item.kind}`)}
      </span>
    </ThumbButton>
  )
})

/** A plain file: a link that opens it in a new tab. */
export const FileLink = memo(function FileLink({
  item,
  label,
  tile = false,
}: {
  item: GalleryItem
  label: string
  tile?: boolean
}) {
  const { t } = useTranslation()
  const url = safeHttpUrl(item.attachment.url)
  const text = item.attachment.description || fileNameOf(item.attachment.url) || label
  const body = (
    <>
      <FileIcon />
      <span className={tile ? styles.tileText : styles.linkText}>{text}</span>
    </>
  )
  if (!url) return <span className={tile ? styles.iconTile : styles.file}>{body}</span>
  return (
    <a
      className={tile ? `${styles.thumb} ${styles.iconTile}` : styles.file}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      {body}
      <span className="visually-hidden"> {t('media.new_tab')}</span>
    </a>
  )
})

const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey

/**
 * One attachment of the "hide" size: a link to the file. A plain click on
 * viewable media opens the viewer instead; modified clicks keep the link's
 * own behaviour (new tab, download).
 */
export const HiddenLink = memo(function HiddenLink({ item, label, onOpen }: ItemProps) {
  const { t } = useTranslation()
  const url = safeHttpUrl(item.attachment.url)
  const viewable = isViewable(item.kind)
  const text = item.attachment.description || fileNameOf(item.attachment.url) || label
  if (!url) return null
  return (
    <a
      className={styles.hiddenLink}
      href={url}
      target={viewable ? undefined : '_blank'}
      rel="noopener noreferrer"
      onClick={(e) => {
        if (!viewable || !plainClick(e)) return
        e.preventDefault()
        onOpen(item.index, e.currentTarget)
      }}
    >
      <KindIcon kind={item.kind} />
      <span className={styles.linkText}>
        <span className="visually-hidden">{t(`media.kind.${item.kind}`)}: </span>
        {text}
      </span>
      {!viewable && <span className="visually-hidden"> {t('media.new_tab')}</span>}
    </a>
  )
})
