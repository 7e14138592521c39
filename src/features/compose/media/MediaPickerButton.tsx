import { useRef } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { PaperclipIcon } from './mediaIcons'
import type { MediaUploads } from './useMediaUploads'
import styles from './MediaUploadList.module.css'
import './messages'

export interface MediaPickerButtonProps {
  uploads: Pick<MediaUploads, 'addFiles' | 'full' | 'limit'>
  disabled?: boolean
}

/** A button opening the file chooser (several files at once); disabled at the file cap. */
export function MediaPickerButton({ uploads, disabled }: MediaPickerButtonProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const off = disabled || uploads.full
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        className={styles.picker}
        onClick={() => input.current?.click()}
        disabled={off}
        aria-label={t('media_upload.add')}
        title={t('media_upload.add_limit', { count: uploads.limit })}
      >
        <PaperclipIcon />
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        disabled={off}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? [])
          // Cleared, so choosing the same file again still fires a change.
          e.currentTarget.value = ''
          if (files.length > 0) uploads.addFiles(files)
        }}
      />
    </>
  )
}
