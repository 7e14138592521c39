import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser'
import { memo, useMemo } from 'react'
import { Link } from 'react-router'
import { prepareContent, prepareInlineText, type ContentContext } from './sanitize'
import styles from './RichContent.module.css'

const options: HTMLReactParserOptions = {
  replace(node) {
    if (node instanceof Element && node.name === 'a' && node.attribs['data-route']) {
      const { 'data-route': route, class: className, title } = node.attribs
      return (
        <Link to={route ?? '/'} className={className} title={title}>
          {domToReact(node.children as DOMNode[], options)}
        </Link>
      )
    }
    return undefined
  },
}

interface RichContentProps extends ContentContext {
  html: string
  className?: string
  lang?: string | null
}

/** Server HTML, sanitized first, with mentions and hashtags as in-app links. */
export const RichContent = memo(function RichContent({ html, className, lang, ...ctx }: RichContentProps) {
  const prepared = useMemo(
    () => prepareContent(html, ctx),
    // The context arrays come from the same cached entity, so identity is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [html, ctx.mentions, ctx.emojis, ctx.restrictedNicknames],
  )
  return (
    <div className={[styles.content, className].filter(Boolean).join(' ')} lang={lang ?? undefined}>
      {parse(prepared, options)}
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
  const prepared = useMemo(() => prepareInlineText(text, emojis), [text, emojis])
  return <span className={[styles.inline, className].filter(Boolean).join(' ')}>{parse(prepared)}</span>
})
