import { Children, forwardRef, useId, type HTMLAttributes } from 'react'
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
 * props would re-render every status on screen for each streamed post. The
 * article under the unread divider is described by the divider's words.
 */
export const feedPosition = (position: number, size: number) => (row: HTMLDivElement | null) => {
  const article = row?.querySelector('article')
  if (!article) return
  article.setAttribute('aria-posinset', String(position))
  article.setAttribute('aria-setsize', String(size))
  const divider = row?.querySelector<HTMLElement>('[data-unread-label]')
  if (divider) article.setAttribute('aria-describedby', divider.id)
  else article.removeAttribute('aria-describedby')
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

/**
 * Where reading resumed: the statuses above it are new since the reader left
 * off. A feed may hold nothing but articles, so the line itself is hidden
 * from assistive technology, and its words describe the article under it
 * (see feedPosition), which a reader moving through the feed lands on.
 */
export function UnreadDivider() {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div aria-hidden="true" className={styles.unreadDivider}>
      <span>{t('timeline.unread_divider')}</span>
      <span id={id} data-unread-label="" hidden>
        {t('timeline.unread_divider_label')}
      </span>
    </div>
  )
}
