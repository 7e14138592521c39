import { useId } from 'react'
import { create } from 'zustand'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import type { FilterWarningProps } from './gate'
import styles from './FilteredStatus.module.css'

/**
 * Which filtered posts the reader chose to see, by status id: kept outside
 * the post's component, which a virtual list mounts anew when it scrolls back.
 */
const useRevealed = create<{ ids: Record<string, true> }>()(() => ({ ids: {} }))

function toggle(id: string): void {
  useRevealed.setState((s) => {
    const ids = { ...s.ids }
    if (ids[id]) delete ids[id]
    else ids[id] = true
    return { ids }
  })
}

function joinTitles(titles: string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(titles)
  } catch {
    return titles.join(', ')
  }
}

/** "Filtered: spoilers" with Show anyway: a server-side filter's warning before the post. */
export function FilteredStatus({ statusId, titles, children }: FilterWarningProps) {
  const { t, i18n } = useTranslation()
  const revealed = useRevealed((s) => s.ids[statusId] === true)
  const labelId = useId()
  const bodyId = useId()
  return (
    // An article of its own: in a feed it stands for the post, its button inside it.
    <div className={styles.filtered} role="article" aria-labelledby={labelId}>
      <div className={styles.notice}>
        <span id={labelId} className={styles.label}>
          {t('filters.warning', { titles: joinTitles(titles, i18n.locale) })}
        </span>
        <Button
          variant="link"
          className={styles.toggle}
          aria-expanded={revealed}
          aria-controls={revealed ? bodyId : undefined}
          aria-describedby={labelId}
          onClick={() => toggle(statusId)}
        >
          {revealed ? t('filters.hide_again') : t('filters.show_anyway')}
        </Button>
      </div>
      {revealed && <div id={bodyId}>{children}</div>}
    </div>
  )
}
