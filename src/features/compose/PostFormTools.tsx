import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { EmojiInsertButton } from './autocomplete'
import { MediaPickerButton, type MediaUploads } from './media'
import styles from './PostForm.module.css'
import { LineIcon } from '../../ui/icons'

export interface PostFormToolsProps {
  uploads: MediaUploads
  /** The poll toggle; absent on edits (a poll cannot be added later). */
  poll: { open: boolean; controls: string; available: boolean; onToggle: () => void } | null
  onInsertEmoji: (text: string) => void
  /** The content warning toggle; absent when the field always shows. */
  subject: { open: boolean; controls: string; onToggle: () => void } | null
  preview: { open: boolean; controls: string; onToggle: () => void }
  disabled: boolean
}

/** The post form's row of tools: files, poll, emoji, content warning, preview. */
export function PostFormTools({
  uploads,
  poll,
  onInsertEmoji,
  subject,
  preview,
  disabled,
}: PostFormToolsProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.row}>
      <MediaPickerButton uploads={uploads} disabled={disabled} />
      {poll && (
        <Button
          variant="ghost"
          size="small"
          aria-expanded={poll.open}
          aria-controls={poll.open ? poll.controls : undefined}
          onClick={poll.onToggle}
          disabled={disabled || !poll.available}
        >
          <PollIcon />
          {t('post_status.poll_toggle')}
        </Button>
      )}
      <EmojiInsertButton
        onInsert={onInsertEmoji}
        onSticker={(file) => uploads.addFiles([file])}
        disabled={disabled}
      />
      {subject && (
        <Button
          variant="ghost"
          size="small"
          aria-expanded={subject.open}
          aria-controls={subject.open ? subject.controls : undefined}
          onClick={subject.onToggle}
          disabled={disabled}
        >
          {t('post_status.content_warning_toggle')}
        </Button>
      )}
      <Button
        variant="ghost"
        size="small"
        aria-expanded={preview.open}
        aria-controls={preview.open ? preview.controls : undefined}
        onClick={preview.onToggle}
        disabled={disabled}
      >
        {t('post_status.preview')}
      </Button>
    </div>
  )
}

const PollIcon = () => (
  <LineIcon size={18} width="2.5" cap>
    <path d="M5 20V10M12 20V4M19 20v-7" />
  </LineIcon>
)
