import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { EmojiInsertButton } from './autocomplete'
import { MediaPickerButton, type MediaUploads } from './media'
import styles from './PostForm.module.css'
import { LineIcon } from '../../ui/icons'

/** A tool that shows or hides a part of the form (`controls` is the part's id). */
interface Toggle {
  open: boolean
  controls: string
  onToggle: () => void
}

export interface PostFormToolsProps {
  uploads: MediaUploads
  /** The poll toggle; absent on edits (a poll cannot be added later). */
  poll: (Toggle & { available: boolean }) | null
  onInsertEmoji: (text: string) => void
  /** The content warning toggle; absent when the field always shows. */
  subject: Toggle | null
  preview: Toggle
  /** More tools before the preview toggle (the schedule's). */
  extra?: ReactNode
  disabled: boolean
}

function ToggleButton({
  toggle,
  disabled,
  children,
}: {
  toggle: Toggle
  disabled: boolean
  children: ReactNode
}) {
  return (
    <Button
      variant="ghost"
      size="small"
      aria-expanded={toggle.open}
      aria-controls={toggle.open ? toggle.controls : undefined}
      onClick={toggle.onToggle}
      disabled={disabled}
    >
      {children}
    </Button>
  )
}

/** The post form's row of tools: files, poll, emoji, content warning, preview. */
export function PostFormTools({
  uploads,
  poll,
  onInsertEmoji,
  subject,
  preview,
  extra,
  disabled,
}: PostFormToolsProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.row}>
      <MediaPickerButton uploads={uploads} disabled={disabled} />
      {poll && (
        <ToggleButton toggle={poll} disabled={disabled || !poll.available}>
          <PollIcon />
          {t('post_status.poll_toggle')}
        </ToggleButton>
      )}
      <EmojiInsertButton
        onInsert={onInsertEmoji}
        onSticker={(file) => uploads.addFiles([file])}
        disabled={disabled}
      />
      {subject && (
        <ToggleButton toggle={subject} disabled={disabled}>
          {t('post_status.content_warning_toggle')}
        </ToggleButton>
      )}
      {extra}
      <ToggleButton toggle={preview} disabled={disabled}>
        {t('post_status.preview')}
      </ToggleButton>
    </div>
  )
}

const PollIcon = () => (
  <LineIcon size={18} width="2.5" cap>
    <path d="M5 20V10M12 20V4M19 20v-7" />
  </LineIcon>
)
