import { memo, useEffect, useId, useRef } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import type { MediaItem } from './mediaUploads'
import { ArrowUpIcon, ArrowDownIcon, CloseIcon, FileIcon, RetryIcon } from './mediaIcons'
import type { MediaUploads } from './useMediaUploads'
import styles from './MediaUploadList.module.css'
import './messages'

export interface MediaUploadListProps {
  uploads: Pick<MediaUploads, 'items' | 'remove' | 'retry' | 'move' | 'setDescription'>
  disabled?: boolean
}

interface ItemProps {
  item: MediaItem
  first: boolean
  last: boolean
  disabled: boolean
  uploads: MediaUploadListProps['uploads']
  onRemove(localId: string): void
}

function Thumbnail({ item }: { item: MediaItem }) {
  if (item.preview && item.previewType === 'image') {
    return <img className={styles.media} src={item.preview} alt="" />
  }
  if (item.preview && item.previewType === 'video') {
    return <video className={styles.media} src={item.preview} muted preload="metadata" />
  }
  return <FileIcon kind={item.kind} />
}

const UploadItem = memo(function UploadItem({
  item,
  first,
  last,
  disabled,
  uploads,
  onRemove,
}: ItemProps) {
  const { t } = useTranslation()
  const descriptionId = useId()
  const name = item.name
  const percent = Math.round(item.progress * 100)
  const failed = item.status === 'failed'
  return (
    <li className={`${styles.item} ${failed ? styles.failed : ''}`} data-upload-id={item.localId}>
      <div className={styles.thumbColumn}>
        <div className={styles.thumb}>
          <Thumbnail item={item} />
        </div>
        {item.status === 'uploading' && (
          <progress
            className={styles.progress}
            max={100}
            value={percent}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('media_upload.uploading', { name })}
          />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <span className={styles.name} title={name}>
            {name}
          </span>
          <span className={styles.actions}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('media_upload.move_earlier', { name })}
              title={t('media_upload.move_earlier', { name })}
              disabled={disabled || first}
              onClick={() => uploads.move(item.localId, -1)}
            >
              <ArrowUpIcon />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('media_upload.move_later', { name })}
              title={t('media_upload.move_later', { name })}
              disabled={disabled || last}
              onClick={() => uploads.move(item.localId, 1)}
            >
              <ArrowDownIcon />
            </Button>
            {failed && item.retryable && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('media_upload.retry', { name })}
                title={t('media_upload.retry', { name })}
                disabled={disabled}
                onClick={() => uploads.retry(item.localId)}
              >
                <RetryIcon />
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              data-remove
              aria-label={t('media_upload.remove', { name })}
              title={t('media_upload.remove', { name })}
              disabled={disabled}
              onClick={() => onRemove(item.localId)}
            >
              <CloseIcon />
            </Button>
          </span>
        </div>
        {failed ? (
          <p className={styles.error} role="alert">
            {item.error}
          </p>
        ) : (
          <>
            <label htmlFor={descriptionId} className="visually-hidden">
              {t('media_upload.description_label', { name })}
            </label>
            <textarea
              id={descriptionId}
              className={styles.description}
              rows={2}
              value={item.description}
              placeholder={t('media_upload.description_placeholder')}
              disabled={disabled}
              onChange={(e) => uploads.setDescription(item.localId, e.target.value)}
            />
          </>
        )}
      </div>
    </li>
  )
})

/**
 * The files of a post: thumbnail (or a file-type icon) with a progress bar
 * under it while uploading, the alt-text field beside it, and buttons to
 * move, retry or remove each file.
 */
export function MediaUploadList({ uploads, disabled = false }: MediaUploadListProps) {
  const { t } = useTranslation()
  const list = useRef<HTMLUListElement>(null)
  // Where focus goes after a removal: the neighbour's remove button, not the page.
  const focusNext = useRef<string | null>(null)
  const { items } = uploads

  useEffect(() => {
    const target = focusNext.current
    if (target === null) return
    focusNext.current = null
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-upload-id="${target}"] [data-remove]`)
      ?.focus()
  }, [items])

  if (items.length === 0) return null

  const onRemove = (localId: string) => {
    const index = items.findIndex((i) => i.localId === localId)
    focusNext.current = (items[index + 1] ?? items[index - 1])?.localId ?? null
    uploads.remove(localId)
  }

  return (
    <ul ref={list} className={styles.list} aria-label={t('media_upload.list_label')}>
      {items.map((item, index) => (
        <UploadItem
          key={item.localId}
          item={item}
          first={index === 0}
          last={index === items.length - 1}
          disabled={disabled}
          uploads={uploads}
          onRemove={onRemove}
        />
      ))}
    </ul>
  )
}
