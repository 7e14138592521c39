import DOMPurify from 'dompurify'
import type { CustomEmoji, Mention } from '../../api/types'
import { profileLink } from '../profileLink'

/**
 * Server HTML is hostile input. It is sanitized by DOMPurify with an
 * allow-list, then custom emoji are turned into images and links are
 * annotated: mentions and hashtags get an in-app route (`data-route`, set
 * only here: the sanitizer strips any the server sent),
 * everything else opens in a new tab without an opener or referrer.
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
]
const ALLOWED_ATTR = [
  'href',
  'title',
  'class',
  'rel',
  'lang',
  'dir',
  'alt',
  'src',
  'data-tag',
  'start',
  'reversed',
  'value',
]

export interface ContentContext {
  mentions?: readonly Mention[]
  emojis?: readonly CustomEmoji[]
  restrictedNicknames?: readonly string[]
  /** Drop the mentions the text starts with: the status's mentions line shows them. */
  stripLeadingMentions?: boolean
}

const EMOJI_PATTERN = /:([\w+-]+(?:@[\w.-]+)?):/g

function emojify(root: DocumentFragment | Element, emojis: readonly CustomEmoji[]): void {
  if (emojis.length === 0) return
  const byCode = new Map(emojis.map((e) => [e.shortcode, e]))
  const doc = root.ownerDocument ?? document
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const texts: Text[] = []
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement
    if (parent?.closest('code, pre')) continue
    if (n.nodeValue && n.nodeValue.includes(':')) texts.push(n as Text)
  }
  for (const text of texts) {
    const value = text.nodeValue ?? ''
    const frag = doc.createDocumentFragment()
    let last = 0
    let changed = false
    for (const m of value.matchAll(EMOJI_PATTERN)) {
      const emoji = byCode.get(m[1] ?? '')
      if (!emoji || !/^https?:|^\//.test(emoji.url)) continue
      changed = true
      frag.append(value.slice(last, m.index))
      const img = doc.createElement('img')
      img.className = 'emoji'
      img.src = emoji.url
      img.alt = `:${emoji.shortcode}:`
      img.title = `:${emoji.shortcode}:`
      img.setAttribute('loading', 'lazy')
      frag.append(img)
      last = (m.index ?? 0) + m[0].length
    }
    if (!changed) continue
    frag.append(value.slice(last))
    text.replaceWith(frag)
  }
}

/** Hashtag rule: the link's tag attribute, or a URL path ending in /tag/x or /tags/x. */
export function hashtagFromLink(a: Element): string | null {
  const dataTag = a.getAttribute('data-tag')
  if (dataTag) return dataTag.toLowerCase()
  const href = a.getAttribute('href') ?? ''
  const isTagLink =
    (a.getAttribute('rel') ?? '').split(/\s+/).includes('tag') || a.classList.contains('hashtag')
  try {
    const url = new URL(href, 'https://invalid.example')
    const segments = url.pathname.split('/').filter(Boolean)
    const kind = segments[segments.length - 2]
    const last = segments[segments.length - 1]
    if (last && (kind === 'tag' || kind === 'tags')) return decodeURIComponent(last).toLowerCase()
  } catch {
    // An unparsable href is handled as an external link.
  }
  if (isTagLink) {
    const text = (a.textContent ?? '').trim()
    if (text.startsWith('#') && text.length > 1) return text.slice(1).toLowerCase()
  }
  return null
}

function findMention(a: Element, mentions: readonly Mention[]): Mention | undefined {
  const href = a.getAttribute('href') ?? ''
  const byUrl = mentions.find((m) => m.url === href)
  if (byUrl) return byUrl
  if (!a.classList.contains('mention')) return undefined
  const text = (a.textContent ?? '').trim().replace(/^@/, '')
  return mentions.find((m) => m.acct === text || m.username === text)
}

function annotateLinks(root: DocumentFragment, ctx: ContentContext): void {
  for (const a of Array.from(root.querySelectorAll('a'))) {
    const mention = findMention(a, ctx.mentions ?? [])
    if (mention) {
      a.setAttribute('data-route', profileLink(mention, ctx.restrictedNicknames))
      a.setAttribute('title', `@${mention.acct}`)
      continue
    }
    const tag = a.classList.contains('mention') ? null : hashtagFromLink(a)
    if (tag) {
      a.setAttribute('data-route', `/tag/${encodeURIComponent(tag)}`)
      continue
    }
    a.setAttribute('target', '_blank')
    a.setAttribute('rel', 'noopener noreferrer nofollow ugc')
  }
}

let hooked = false
function ensureHooks() {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Only web links and in-page images survive; no javascript:, data: or
    // other schemes in links.
    if (node.tagName === 'A') {
      const href = node.getAttribute('href')
      if (href && !/^(https?:|mailto:|\/|#)/i.test(href)) node.removeAttribute('href')
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src')
      if (!src || !/^(https?:|\/)/i.test(src)) node.remove()
      else node.setAttribute('loading', 'lazy')
    }
  })
}

export function sanitizeToFragment(html: string): DocumentFragment {
  ensureHooks()
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  })
}

const isMentionLink = (node: Node): boolean =>
  node instanceof Element &&
  ((node.tagName === 'A' &&
    node.hasAttribute('data-route') &&
    node.classList.contains('mention')) ||
    // Mastodon and Akkoma wrap each mention in <span class="h-card">.
    (node.tagName === 'SPAN' &&
      node.children.length === 1 &&
      node.firstElementChild !== null &&
      isMentionLink(node.firstElementChild) &&
      (node.textContent ?? '').trim() === (node.firstElementChild.textContent ?? '').trim()))

/**
 * Removes the run of mentions (and the spaces between them) a reply's text
 * starts with, as Pleroma-FE does: the mentions line above the text already
 * lists them. Nothing is removed when the text would be left empty.
 */
function stripLeadingMentions(root: DocumentFragment): void {
  const first = root.firstChild
  const block: Node = first instanceof Element && first.tagName === 'P' ? first : root
  const nodes = Array.from(block.childNodes)
  const blank = (n: Node) => n.nodeType === Node.TEXT_NODE && !n.textContent?.trim()
  let end = 0
  while (end < nodes.length && (isMentionLink(nodes[end]!) || blank(nodes[end]!))) end += 1
  const leading = nodes.slice(0, end)
  if (!leading.some(isMentionLink)) return
  const rest = nodes.slice(end)
  const restEmpty =
    rest.every((n) => !n.textContent?.trim()) &&
    !rest.some((n) => n instanceof Element && (n.tagName === 'IMG' || n.querySelector('img')))
  // A text that is nothing but mentions stays: an empty body would say less.
  if (restEmpty && root.childNodes.length <= 1) return
  for (const n of leading) block.removeChild(n)
  // A line break after the mentions would leave an empty first line.
  if (block.firstChild instanceof Element && block.firstChild.tagName === 'BR') {
    block.removeChild(block.firstChild)
  }
  const text = block.firstChild
  if (text?.nodeType === Node.TEXT_NODE) text.textContent = (text.textContent ?? '').trimStart()
  if (block !== root && restEmpty) root.removeChild(block)
}

/** Sanitized, emojified, link-annotated content as a DOM fragment (never attached to the page). */
export function prepareContentFragment(html: string, ctx: ContentContext = {}): DocumentFragment {
  const frag = sanitizeToFragment(html)
  emojify(frag, ctx.emojis ?? [])
  annotateLinks(frag, ctx)
  if (ctx.stripLeadingMentions) stripLeadingMentions(frag)
  return frag
}

/** The same as HTML text (tests and debugging). */
export function prepareContent(html: string, ctx: ContentContext = {}): string {
  const box = document.createElement('div')
  box.append(prepareContentFragment(html, ctx))
  return box.innerHTML
}

/** Plain text with custom emoji, for names and subjects (no markup allowed at all). */
export function prepareInlineFragment(
  text: string,
  emojis: readonly CustomEmoji[] = [],
): DocumentFragment {
  const frag = document.createDocumentFragment()
  frag.append(document.createTextNode(text))
  emojify(frag, emojis)
  return frag
}

export function prepareInlineText(text: string, emojis: readonly CustomEmoji[] = []): string {
  const out = document.createElement('div')
  out.append(prepareInlineFragment(text, emojis))
  return out.innerHTML
}
