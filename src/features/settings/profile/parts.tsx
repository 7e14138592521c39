import { useRef, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { fileSizeParts } from '../../../ui/fileSize'
import { Spinner } from '../../../ui/Spinner'
import { M } from './messageKey'
import styles from './ProfileSettings.module.css'

/** Small pieces the Profile tab's sections share. */

export function useSizeText(): (bytes: number) => string {
  const { t } = useTranslation()
  return (bytes) => {
    const { num, unit } = fileSizeParts(bytes)
    return t(`${M}.size`, { num, unit })
  }
}

/**
 * "Choose an image": a button opening the file picker. The picker is cleared
 * once read, so choosing the same file again is a new choice.
 */
export function ImageFileButton({
  name,
  disabled,
  describedBy,
  onFile,
  children,
}: {
  name: string
  disabled: boolean
  describedBy?: string
  onFile: (file: File) => void
  children: ReactNode
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button
        size="small"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        name={name}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) onFile(file)
        }}
      />
    </>
  )
}

/** How an upload goes: a live line while it runs and when it is done, an alert when it fails. */
export function UploadStatus({
  busy,
  done = null,
  error,
}: {
  busy: boolean
  done?: string | null
  error: string | null
}) {
  const { t } = useTranslation()
  return (
    <>
      <div aria-live="polite">
        {busy && (
          <p className={styles.progress}>
            <Spinner />
            {t(`${M}.uploading`)}
          </p>
        )}
        {done && <p className={styles.success}>{done}</p>}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  )
}
