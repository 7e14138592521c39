import { create } from 'zustand'
import { useTranslation } from '../../i18n/react'
import { joinShortList, PostBehindNotice } from '../../ui/PostBehindNotice'
import type { FilterWarningProps } from './gate'

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

/** "Filtered: spoilers" with Show anyway: a server-side filter's warning before the post. */
export function FilteredStatus({ statusId, titles, children }: FilterWarningProps) {
  const { t, i18n } = useTranslation()
  const revealed = useRevealed((s) => s.ids[statusId] === true)
  return (
    <PostBehindNotice
      notice={t('filters.warning', { titles: joinShortList(titles, i18n.locale) })}
      revealed={revealed}
      showLabel={t('filters.show_anyway')}
      hideLabel={t('filters.hide_again')}
      onToggle={() => toggle(statusId)}
      asArticle
    >
      {children}
    </PostBehindNotice>
  )
}
