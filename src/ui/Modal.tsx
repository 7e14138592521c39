import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslation } from '../i18n/react'
import { Button } from './Button'
import styles from './Modal.module.css'
import { useNativeDialog } from './useNativeDialog'

interface ModalProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  className?: string
  /** E.g. keepTabInside (ui/keepTabInside), for dialogs that must keep focus in. */
  onKeyDown?: (e: KeyboardEvent<HTMLDialogElement>) => void
}

/**
 * A modal built on the native <dialog>: the browser gives it the dialog
 * role, focus trapping, Escape and inertness of the page behind, with no
 * script weight and no injected styles (Akkoma's CSP).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  className,
  onKeyDown,
}: ModalProps) {
  const dialog = useNativeDialog(open, onClose)
  const titleId = useId()
  const { t } = useTranslation()

  return (
    <dialog
      {...dialog}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('general.close')}>
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>
  )
}

interface ConfirmModalProps {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmModal({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('general.cancel')}</Button>
          <Button variant="primary" onClick={onConfirm} autoFocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  )
}
