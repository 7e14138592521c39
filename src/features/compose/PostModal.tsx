import { useTranslation } from '../../i18n/react'
import { Modal } from '../../ui/Modal'
import { PostForm } from './PostForm'
import type { PostModalRequest } from './postModalStore'
import styles from './PostForm.module.css'
import '../../i18n/areas/compose'

/** The post modal's content (lazy): one post form set up for the request's mode. */
export default function PostModal({
  request,
  open,
  onClose,
}: {
  request: PostModalRequest
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { mode, status, initial } = request
  return (
    <Modal
      open={open}
      title={t(`post_status.modal_title.${mode}`)}
      onClose={onClose}
      className={styles.modal}
    >
      <PostForm
        autoFocus
        replyTo={mode === 'reply' ? status : undefined}
        quoteOf={mode === 'quote' ? status : undefined}
        editOf={mode === 'edit' ? status : undefined}
        initial={mode === 'redraft' ? (initial ?? {}) : initial}
        onPosted={onClose}
        onCancel={onClose}
      />
    </Modal>
  )
}
