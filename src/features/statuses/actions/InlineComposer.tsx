import { useEntities } from '../../../store/entities'
import { LazyPostForm as PostForm } from '../../compose'
import { closeInlineComposer, useInlineComposer } from './inlineComposerState'
import styles from './StatusActions.module.css'

/**
 * The inline reply or quote form under a status, opened from the
 * action bar. Escape closes it; what was typed stays as a draft.
 */
export function InlineComposer({ statusId }: { statusId: string }) {
  const mode = useInlineComposer(statusId)
  const status = useEntities((s) => (mode ? s.statuses[statusId] : undefined))
  if (!mode || !status) return null
  const close = () => closeInlineComposer(statusId)
  return (
    <div
      className={styles.inlineComposer}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          close()
        }
      }}
    >
      <PostForm
        key={mode}
        autoFocus
        replyTo={mode === 'reply' ? status : undefined}
        quoteOf={mode === 'quote' ? status : undefined}
        onCancel={close}
        onPosted={close}
      />
    </div>
  )
}
