import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { Spinner } from '../../ui/Spinner'
import { InlineText, postContent, RichContent } from '../../ui/richContent/RichContent'
import type { PreviewState } from './usePostPreview'
import styles from './PostForm.module.css'

/** The server's rendering of the post being written, in a labelled live region. */
export function PostPreview({ state }: { state: PreviewState }) {
  const { t } = useTranslation()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const headingId = useId()
  if (state.name === 'closed') return null
  const shown =
    state.name === 'ready' ? state.status : state.name === 'loading' ? state.previous : null
  return (
    <section
      className={styles.preview}
      aria-labelledby={headingId}
      aria-busy={state.name === 'loading'}
    >
      <h3 id={headingId} className={styles.previewHeading}>
        {t('post_status.preview')}
        {state.name === 'loading' && <Spinner />}
      </h3>
      <div aria-live="polite">
        {state.name === 'empty' && (
          <p className={styles.previewNote}>{t('post_status.preview_empty')}</p>
        )}
        {state.name === 'error' && (
          <p className={styles.previewError}>
            {t('post_status.preview_error', { message: state.message })}
          </p>
        )}
        {shown && (
          <>
            {shown.spoiler_text !== '' && (
              <p className={styles.previewSubject}>
                <InlineText text={shown.spoiler_text} emojis={shown.emojis} />
              </p>
            )}
            <RichContent {...postContent(shown)} restrictedNicknames={restricted} />
          </>
        )}
      </div>
    </section>
  )
}
