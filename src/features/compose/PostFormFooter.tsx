import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import styles from './PostForm.module.css'

export interface PostFormFooterProps {
  /** Characters left (negative: over the limit); null when unlimited. */
  left: number | null
  counterId: string
  uploading: boolean
  /** An edit was saved (a new post is announced by the global notice instead). */
  editSaved: boolean
  posting: boolean
  editing: boolean
  /** The submit button is off: busy, or over the limit. */
  blocked: boolean
  /** What the submit button says instead (a scheduled post's time). */
  submitLabel?: string | null
  onCancel: (() => void) | undefined
}

/** The post form's last row: characters left, upload and save notes, cancel and post. */
export function PostFormFooter({
  left,
  counterId,
  uploading,
  editSaved,
  posting,
  editing,
  blocked,
  submitLabel,
  onCancel,
}: PostFormFooterProps) {
  const { t } = useTranslation()
  const over = left !== null && left < 0
  return (
    <div className={styles.row}>
      <span className={`${styles.counter} ${over ? styles.over : ''}`}>
        {left !== null && (
          <>
            <span aria-hidden="true">{left}</span>
            <span id={counterId} className="visually-hidden">
              {over
                ? t('post_status.characters_over', { count: -left })
                : t('post_status.characters_left', { count: left })}
            </span>
          </>
        )}
      </span>
      {uploading && (
        <span className={styles.waiting} role="status">
          {t('post_status.uploading')}
        </span>
      )}
      {/* A new post is announced by the global "Posted" notice; an edit here. */}
      <span className="visually-hidden" role="status">
        {editSaved ? t('post_status.posted') : ''}
      </span>
      {onCancel && (
        <Button onClick={onCancel} disabled={posting}>
          {t('general.cancel')}
        </Button>
      )}
      <Button type="submit" variant="primary" disabled={blocked}>
        {posting
          ? t('post_status.posting')
          : editing
            ? t('post_status.save_edit')
            : (submitLabel ?? t('post_status.post'))}
      </Button>
    </div>
  )
}
