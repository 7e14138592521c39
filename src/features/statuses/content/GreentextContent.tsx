import { memo, useMemo } from 'react'
import { convertChildren } from '../../../ui/richContent/domToReact'
import { prepareContentFragment, type ContentContext } from '../../../ui/richContent/sanitize'
import richStyles from '../../../ui/richContent/RichContent.module.css'
import { applyGreentext } from './greentext'
import styles from './Content.module.css'

interface GreentextContentProps extends ContentContext {
  html: string
  lang?: string | null
}

const CLASSES = { green: styles.greentext ?? '', cyan: styles.cyantext ?? '' }

/** RichContent with greentext lines marked (the greentext preference). */
export const GreentextContent = memo(function GreentextContent({
  html,
  lang,
  mentions,
  emojis,
  restrictedNicknames,
  stripLeadingMentions,
}: GreentextContentProps) {
  const children = useMemo(
    () =>
      convertChildren(
        applyGreentext(
          prepareContentFragment(html, {
            mentions,
            emojis,
            restrictedNicknames,
            stripLeadingMentions,
          }),
          CLASSES,
        ),
      ),
    [html, mentions, emojis, restrictedNicknames, stripLeadingMentions],
  )
  return (
    <div className={richStyles.content} lang={lang ?? undefined} dir="auto">
      {children}
    </div>
  )
})
