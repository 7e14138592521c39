import { parse, type MfmFn, type MfmMention, type MfmNode } from 'mfm-js'
import { memo, useMemo, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { CustomEmoji, Mention } from '../../../../api/types'
import { profileLink } from '../../../../ui/profileLink'
import { RichContent } from '../../../../ui/richContent/RichContent'
import styles from './Mfm.module.css'

/*
 * Misskey-flavoured markdown, parsed by mfm-js and built as React
 * elements: no HTML is produced, so nothing needs sanitizing. Links get the
 * same treatment as in RichContent: mentions and hashtags stay in the app,
 * web links open in a new tab without opener or referrer.
 */

export interface MfmContext {
  mentions: readonly Mention[]
  emojis: readonly CustomEmoji[]
  restrictedNicknames?: readonly string[]
}

interface RenderContext {
  mentions: readonly Mention[]
  emojis: ReadonlyMap<string, CustomEmoji>
  restrictedNicknames?: readonly string[]
}

const WEB_URL = /^https?:\/\//i
const EMOJI_URL = /^(https?:|\/)/i

function findMention(node: MfmMention, mentions: readonly Mention[]): Mention | undefined {
  const acct = node.props.acct.replace(/^@/, '').toLowerCase()
  const exact = mentions.find((m) => m.acct.toLowerCase() === acct)
  if (exact || node.props.host) return exact
  const username = node.props.username.toLowerCase()
  return mentions.find((m) => m.username.toLowerCase() === username)
}

/** The effects offered; any other function shows its text unstyled. */
const ANIMATED = new Set([
  'bounce',
  'jelly',
  'jump',
  'rainbow',
  'shake',
  'sparkle',
  'spin',
  'tada',
  'twitch',
])
const FONTS = new Set(['serif', 'monospace', 'cursive', 'fantasy', 'emoji', 'math'])

function rotateClass(deg: string | true | undefined): string {
  const value = typeof deg === 'string' ? Number.parseFloat(deg) : 90
  if (!Number.isFinite(value)) return styles.rotate90 ?? ''
  // Angles are rounded to 45° steps: a free angle would need an inline style,
  // which the instance's content security policy forbids.
  const step = (((Math.round(value / 45) * 45) % 360) + 360) % 360
  return styles[`rotate${step}`] ?? ''
}

/** CSS classes of one MFM function, or null when it is not an offered effect. */
export function effectClasses(fn: MfmFn['props']): string[] | null {
  const { name, args } = fn
  const cls = (key: string) => styles[key] ?? ''
  if (ANIMATED.has(name)) {
    const out = [cls('effect'), cls('animated'), cls(name)]
    if (name === 'spin') {
      if (args.x) out.push(cls('spinX'))
      else if (args.y) out.push(cls('spinY'))
      if (args.left) out.push(cls('reverse'))
      if (args.alternate) out.push(cls('alternate'))
    }
    return out
  }
  switch (name) {
    case 'blur':
      return [cls('blur')]
    case 'flip':
      return [cls('effect'), args.v ? (args.h ? cls('flipBoth') : cls('flipV')) : cls('flipH')]
    case 'font': {
      const font = Object.keys(args).find((k) => FONTS.has(k))
      return font ? [cls(`font${font[0]?.toUpperCase()}${font.slice(1)}`)] : []
    }
    case 'rotate':
      return [cls('effect'), rotateClass(args.deg)]
    case 'x2':
    case 'x3':
    case 'x4':
      return [cls(name)]
    default:
      return null
  }
}

function textWithBreaks(text: string, key: string): ReactNode {
  if (!text.includes('\n')) return text
  const parts = text.split('\n')
  return parts.flatMap((part, i) => (i === 0 ? [part] : [<br key={`${key}-br${i}`} />, part]))
}

function renderNodes(nodes: readonly MfmNode[], ctx: RenderContext, prefix: string): ReactNode[] {
  return nodes.map((node, i) => renderNode(node, ctx, `${prefix}.${i}`))
}

function renderNode(node: MfmNode, ctx: RenderContext, key: string): ReactNode {
  const children = () => renderNodes(node.children ?? [], ctx, key)
  switch (node.type) {
    case 'text':
      return <span key={key}>{textWithBreaks(node.props.text, key)}</span>
    case 'plain':
      return <span key={key}>{children()}</span>
    case 'bold':
      return <strong key={key}>{children()}</strong>
    case 'italic':
      return <em key={key}>{children()}</em>
    case 'strike':
      return <del key={key}>{children()}</del>
    case 'small':
      return (
        <small key={key} className={styles.small}>
          {children()}
        </small>
      )
    case 'center':
      return (
        <div key={key} className={styles.center}>
          {children()}
        </div>
      )
    case 'quote':
      return <blockquote key={key}>{children()}</blockquote>
    case 'inlineCode':
      return <code key={key}>{node.props.code}</code>
    case 'blockCode':
      return (
        <pre key={key}>
          <code>{node.props.code}</code>
        </pre>
      )
    case 'mathInline':
      return <code key={key}>{node.props.formula}</code>
    case 'mathBlock':
      return (
        <pre key={key}>
          <code>{node.props.formula}</code>
        </pre>
      )
    case 'search':
      return (
        <p key={key} className={styles.search}>
          {node.props.content}
        </p>
      )
    case 'unicodeEmoji':
      return <span key={key}>{node.props.emoji}</span>
    case 'emojiCode': {
      const emoji = ctx.emojis.get(node.props.name)
      if (!emoji || !EMOJI_URL.test(emoji.url)) return <span key={key}>:{node.props.name}:</span>
      return (
        <img
          key={key}
          className="emoji"
          src={emoji.url}
          alt={`:${emoji.shortcode}:`}
          title={`:${emoji.shortcode}:`}
          loading="lazy"
        />
      )
    }
    case 'mention': {
      const mention = findMention(node, ctx.mentions)
      if (mention) {
        return (
          <Link
            key={key}
            to={profileLink(mention, ctx.restrictedNicknames)}
            className="mention"
            title={`@${mention.acct}`}
          >
            {node.props.acct}
          </Link>
        )
      }
      if (node.props.host) {
        const route = `/remote-users/@${encodeURIComponent(node.props.username)}@${encodeURIComponent(node.props.host)}`
        return (
          <Link key={key} to={route} className="mention">
            {node.props.acct}
          </Link>
        )
      }
      // A name the server did not resolve could be anyone: left as text.
      return <span key={key}>{node.props.acct}</span>
    }
    case 'hashtag': {
      const tag = node.props.hashtag
      return (
        <Link key={key} to={`/tag/${encodeURIComponent(tag.toLowerCase())}`} className="hashtag">
          #{tag}
        </Link>
      )
    }
    case 'url':
    case 'link': {
      const url = node.props.url
      const label = node.type === 'link' ? children() : url
      if (!WEB_URL.test(url)) return <span key={key}>{label}</span>
      return (
        <a key={key} href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
          {label}
        </a>
      )
    }
    case 'fn': {
      const classes = effectClasses(node.props)
      if (classes === null) return <span key={key}>{children()}</span>
      return (
        <span key={key} className={classes.filter(Boolean).join(' ')}>
          {children()}
        </span>
      )
    }
  }
}

/** The MFM source as React elements (exported for tests). */
export function renderMfm(source: string, context: MfmContext): ReactNode[] {
  const ctx: RenderContext = {
    mentions: context.mentions,
    emojis: new Map(context.emojis.map((e) => [e.shortcode, e])),
    restrictedNicknames: context.restrictedNicknames,
  }
  return renderNodes(parse(source), ctx, 'm')
}

/** Server HTML that already carries MFM markup (Akkoma renders it to classed spans). */
const SERVER_MFM = /class\s*=\s*["'][^"']*(?:\b_mfm_|\bmfm-)/i

export interface MfmBodyProps extends MfmContext {
  source: string
  /** The server's HTML rendering of the same post. */
  html: string
  lang?: string | null
  /** Animate only while the status is hovered or focused (renderMfmOnHover). */
  hoverOnly: boolean
}

export const MfmBody = memo(function MfmBody({
  source,
  html,
  lang,
  hoverOnly,
  mentions,
  emojis,
  restrictedNicknames,
}: MfmBodyProps) {
  const serverRendered = SERVER_MFM.test(html)
  const nodes = useMemo(
    () => (serverRendered ? null : renderMfm(source, { mentions, emojis, restrictedNicknames })),
    [serverRendered, source, mentions, emojis, restrictedNicknames],
  )
  const className = [styles.root, hoverOnly ? styles.hoverOnly : ''].filter(Boolean).join(' ')
  if (nodes === null) {
    return (
      <RichContent
        html={html}
        lang={lang}
        className={className}
        mentions={mentions}
        emojis={emojis}
        restrictedNicknames={restrictedNicknames}
      />
    )
  }
  return (
    <div className={className} lang={lang ?? undefined} dir="auto">
      {nodes}
    </div>
  )
})
