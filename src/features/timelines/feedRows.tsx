import { Children, forwardRef, type HTMLAttributes } from 'react'
import { useTranslation } from '../../i18n/react'
import { useFiltersPending } from '../filters'
import styles from './TimelinePage.module.css'

/** A keypress aimed at a text field, not at the page's shortcuts. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * Sets a status's place in the feed on its article (aria-posinset / setsize)
 * straight on the DOM: a prepend shifts every place, and passing them as
 * props would re-render every status on screen for each streamed post.
 */
export const feedPosition = (position: number, size: number) => (row: HTMLDivElement | null) => {
  const article = row?.querySelector('article')
  if (!article) return
  article.setAttribute('aria-posinset', String(position))
  article.setAttribute('aria-setsize', String(size))
}

// A feed must hold articles: an empty list (nothing yet, or nothing to show),
// or one whose statuses still wait for the member's filters, is no feed.
export const FeedList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function FeedList(props, ref) {
    const pending = useFiltersPending()
    const feed = Children.count(props.children) > 0 && !pending
    return <div {...props} ref={ref} role={feed ? 'feed' : undefined} />
  },
)

/** Where reading resumed: the statuses above it are new since the reader left off. */
export function UnreadDivider() {
  const { t } = useTranslation()
  return (
    <div
      role="separator"
      aria-label={t('timeline.unread_divider_label')}
      className={styles.unreadDivider}
    >
      <span aria-hidden="true">{t('timeline.unread_divider')}</span>
    </div>
  )
}
