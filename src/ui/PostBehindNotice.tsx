import { useId, type ReactNode } from 'react'
import { Button } from './Button'
import styles from './PostBehindNotice.module.css'

export interface PostBehindNoticeProps {
  /** Why the post is held back ("Muted: @bob · a muted word", "Filtered: spoilers"). */
  notice: string
  revealed: boolean
  /** The toggle's words while the post is hidden, and once it shows. */
  showLabel: string
  hideLabel: string
  onToggle: () => void
  /**
   * Whether the notice is an article of its own: in a feed where the post
   * itself would be one, it stands for the post, its button inside it.
   */
  asArticle?: boolean
  /** The post, drawn only once revealed. */
  children: ReactNode
}

/**
 * A post held back behind a one-line notice with a toggle that shows it
 * (muted posts, filtered posts): the notice names the reason, and the
 * toggle is described by it, so "Show" says what it shows.
 */
export function PostBehindNotice({
  notice,
  revealed,
  showLabel,
  hideLabel,
  onToggle,
  asArticle = false,
  children,
}: PostBehindNoticeProps) {
  const labelId = useId()
  const bodyId = useId()
  return (
    <div
      className={styles.frame}
      role={asArticle ? 'article' : undefined}
      aria-labelledby={asArticle ? labelId : undefined}
    >
      <div className={styles.notice}>
        <span id={labelId} className={styles.label}>
          {notice}
        </span>
        <Button
          variant="link"
          className={styles.toggle}
          aria-expanded={revealed}
          aria-controls={revealed ? bodyId : undefined}
          aria-describedby={labelId}
          onClick={onToggle}
        >
          {revealed ? hideLabel : showLabel}
        </Button>
      </div>
      {revealed && <div id={bodyId}>{children}</div>}
    </div>
  )
}

/** "a, b, c" in the reader's language ("a، b، c" in Arabic), or joined with commas where Intl cannot. */
export function joinShortList(items: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(items)
  } catch {
    return items.join(', ')
  }
}
