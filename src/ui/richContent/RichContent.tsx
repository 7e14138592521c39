import { memo, useMemo } from 'react'
import type { CustomEmoji, Mention } from '../../api/types'
import { convertChildren } from './domToReact'
import { prepareContentFragment, prepareInlineFragment, type ContentContext } from './sanitize'
import styles from './RichContent.module.css'

interface RichContentProps extends ContentContext {
  html: string
  className?: string
  lang?: string | null
}

/** What a post (a status, a quote, an announcement) brings to its shown text. */
interface PostText {
  content: string
  language?: string | null
  mentions: readonly Mention[]
  emojis: readonly CustomEmoji[]
}

/** RichContent's props for a post's text: its HTML and language, and what its text refers to. */
export const postContent = ({ content, language, mentions, emojis }: PostText) => ({
  html: content,
  lang: language,
  mentions,
  emojis,
})

/** Server HTML, sanitized first, with mentions and hashtags as in-app links. */
export const RichContent = memo(function RichContent({
  html,
  className,
  lang,
  ...ctx
}: RichContentProps) {
  const children = useMemo(
    () => convertChildren(prepareContentFragment(html, ctx)),
    // The context arrays come from the same cached entity, so identity is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [html, ctx.mentions, ctx.emojis, ctx.restrictedNicknames, ctx.stripLeadingMentions],
  )
  return (
    // dir="auto": a post takes the direction of its own script, whatever the interface's.
    <div
      className={[styles.content, className].filter(Boolean).join(' ')}
      lang={lang ?? undefined}
      dir="auto"
    >
      {children}
    </div>
  )
})

/** A display name or subject: text only, plus custom emoji images. */
export const InlineText = memo(function InlineText({
  text,
  emojis,
  className,
}: {
  text: string
  emojis?: ContentContext['emojis']
  className?: string
}) {
  const children = useMemo(
    () => convertChildren(prepareInlineFragment(text, emojis)),
    [text, emojis],
  )
  // Names and subjects keep their own direction inside a page of the other one.
  return (
    <span className={[styles.inline, className].filter(Boolean).join(' ')} dir="auto">
      {children}
    </span>
  )
})
