/**
 * Server-side rendering of post (and bio) source text into HTML, the way
 * Akkoma's formatter does it: HTML is escaped, URLs are linkified, `@nick`
 * and `@nick@host` become h-card mention links, `#tags` become hashtag links,
 * `:shortcode:` stays as text (the emojis array lists the ones used), and
 * newlines become `<br/>`.
 *
 * Supported content types: text/plain, text/markdown (a practical subset),
 * text/html (sanitised to a small allow-list), text/bbcode (common tags) and
 * text/x.misskeymarkdown (rendered like plain text inside a paragraph).
 */

import type { AccountRecord } from '../model/records.ts'

export interface RenderLookup {
  /** Resolve a mention; `domain` is null for `@nick` without a host. */
  findAccount(username: string, domain: string | null): AccountRecord | null
  /** Public profile URL of an account (the mention link target). */
  accountUrl(account: AccountRecord): string
  emojiExists(shortcode: string): boolean
}

export interface RenderContext {
  origin: string
  lookup: RenderLookup
}

export interface RenderResult {
  html: string
  /** Ids of the mentioned accounts, in order of appearance, without duplicates. */
  mentionIds: string[]
  /** Lower-cased hashtag names, in order of appearance, without duplicates. */
  tags: string[]
  /** Custom emoji shortcodes used, in order of appearance, without duplicates. */
  emojis: string[]
}

interface Collected {
  mentionIds: string[]
  tags: string[]
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x')) return safeCodePoint(parseInt(body.slice(2), 16), whole)
    if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10), whole)
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

function safeCodePoint(code: number, fallback: string): string {
  try {
    return String.fromCodePoint(code)
  } catch {
    return fallback
  }
}

/** Plain-text version of rendered HTML (Akkoma's `pleroma.content["text/plain"]`). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
      .replace(/<\/(li|blockquote|pre|h\d)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  ).trim()
}

function pushUnique(list: string[], value: string): void {
  if (!list.includes(value)) list.push(value)
}

// One alternation per token kind; boundaries are checked in code.
const TOKEN_RE =
  /(https?:\/\/[^\s<>"'`]+)|(@[a-zA-Z0-9_]+(?:@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)+(?::\d{1,5})?)?)|(#[\p{L}\p{N}_]+)|(\r?\n)/gu
const WORD_BEFORE_RE = /[\p{L}\p{N}_@#&/:.]/u
const TRAILING_PUNCTUATION_RE = /[.,;:!?)\]'"]+$/

/** Escape and linkify a run of plain text (no markup of its own). */
function linkifyText(text: string, ctx: RenderContext, out: Collected, newlines = true): string {
  let html = ''
  let last = 0
  TOKEN_RE.lastIndex = 0
  for (let match = TOKEN_RE.exec(text); match; match = TOKEN_RE.exec(text)) {
    const start = match.index
    const before = start > 0 ? text.slice(start - 1, start) : ''
    let replacement: string | null = null
    let consumed = match[0].length
    if (match[1]) {
      let url = match[1]
      const trailing = TRAILING_PUNCTUATION_RE.exec(url)
      if (trailing) url = url.slice(0, url.length - trailing[0].length)
      consumed = url.length
      if (url.length > 'https://'.length) {
        const safe = escapeHtml(url)
        replacement = `<a href="${safe}" rel="ugc">${safe}</a>`
      }
    } else if (match[2] && !WORD_BEFORE_RE.test(before)) {
      const [, username = '', domain = null] = /^@([^@]+)(?:@(.+))?$/.exec(match[2]) ?? []
      const account = ctx.lookup.findAccount(username, domain)
      if (account) {
        pushUnique(out.mentionIds, account.id)
        const href = escapeHtml(ctx.lookup.accountUrl(account))
        replacement =
          `<span class="h-card"><a class="u-url mention" data-user="${account.id}" ` +
          `href="${href}" rel="ugc">@<span>${escapeHtml(account.username)}</span></a></span>`
      }
    } else if (match[3] && !WORD_BEFORE_RE.test(before) && /\p{L}/u.test(match[3])) {
      const shown = match[3].slice(1)
      const tag = shown.toLowerCase()
      pushUnique(out.tags, tag)
      replacement =
        `<a class="hashtag" data-tag="${escapeHtml(tag)}" ` +
        `href="${escapeHtml(`${ctx.origin}/tag/${encodeURIComponent(tag)}`)}" rel="tag ugc">#${escapeHtml(shown)}</a>`
    } else if (match[4]) {
      replacement = newlines ? '<br/>' : match[4]
    }
    if (replacement === null) continue
    html += escapeHtml(text.slice(last, start)) + replacement
    last = start + consumed
    TOKEN_RE.lastIndex = last
  }
  return html + escapeHtml(text.slice(last))
}

function collectEmojis(source: string, ctx: RenderContext): string[] {
  const found: string[] = []
  for (const match of source.matchAll(/:([a-zA-Z0-9_]+):/g)) {
    const shortcode = match[1] ?? ''
    if (ctx.lookup.emojiExists(shortcode)) pushUnique(found, shortcode)
  }
  return found
}

// ---------------------------------------------------------------- markdown

function renderMarkdownInline(text: string, ctx: RenderContext, out: Collected): string {
  let html = ''
  const parts = text.split(/(`[^`\n]+`)/)
  for (const part of parts) {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) {
      html += `<code>${escapeHtml(part.slice(1, -1))}</code>`
      continue
    }
    let last = 0
    for (const link of part.matchAll(/\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g)) {
      const index = link.index ?? 0
      html += emphasis(linkifyText(part.slice(last, index), ctx, out, false))
      html += `<a href="${escapeHtml(link[2] ?? '')}" rel="ugc">${escapeHtml(link[1] ?? '')}</a>`
      last = index + link[0].length
    }
    html += emphasis(linkifyText(part.slice(last), ctx, out, false))
  }
  return html
}

/** Apply `**strong**` and `*em*` to the text outside tags. */
function emphasis(html: string): string {
  return html
    .split(/(<[^>]+>)/)
    .map((chunk) =>
      chunk.startsWith('<')
        ? chunk
        : chunk
            .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
            .replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?!\*)/g, '$1<em>$2</em>'),
    )
    .join('')
}

function renderMarkdown(source: string, ctx: RenderContext, out: Collected): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n')
  const blocks: string[] = []
  let i = 0
  const inline = (text: string) => renderMarkdownInline(text, ctx, out)
  while (i < lines.length) {
    const line = lines[i] ?? ''
    if (line.trim() === '') {
      i += 1
      continue
    }
    if (line.startsWith('```')) {
      const body: string[] = []
      i += 1
      while (i < lines.length && !(lines[i] ?? '').startsWith('```')) {
        body.push(lines[i] ?? '')
        i += 1
      }
      i += 1
      blocks.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`)
      continue
    }
    if (/^>\s?/.test(line)) {
      const body: string[] = []
      while (i < lines.length && /^>\s?/.test(lines[i] ?? '')) {
        body.push((lines[i] ?? '').replace(/^>\s?/, ''))
        i += 1
      }
      blocks.push(`<blockquote><p>${body.map(inline).join('<br/>')}</p></blockquote>`)
      continue
    }
    const listMatch = /^(\s*)([-*]|\d+\.)\s+/.exec(line)
    if (listMatch) {
      const ordered = /\d/.test(listMatch[2] ?? '')
      const items: string[] = []
      while (i < lines.length && /^\s*([-*]|\d+\.)\s+/.test(lines[i] ?? '')) {
        items.push(`<li>${inline((lines[i] ?? '').replace(/^\s*([-*]|\d+\.)\s+/, ''))}</li>`)
        i += 1
      }
      const tag = ordered ? 'ol' : 'ul'
      blocks.push(`<${tag}>${items.join('')}</${tag}>`)
      continue
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    if (heading) {
      // Akkoma's default markup settings do not allow headings: bold paragraph.
      blocks.push(`<p><strong>${inline(heading[1] ?? '')}</strong></p>`)
      i += 1
      continue
    }
    const paragraph: string[] = []
    while (
      i < lines.length &&
      (lines[i] ?? '').trim() !== '' &&
      !/^(```|>|\s*([-*]|\d+\.)\s+|#{1,6}\s)/.test(lines[i] ?? '')
    ) {
      paragraph.push(lines[i] ?? '')
      i += 1
    }
    blocks.push(`<p>${paragraph.map(inline).join('<br/>')}</p>`)
  }
  return blocks.join('')
}

// ------------------------------------------------------------------ bbcode

function renderBbcode(source: string, ctx: RenderContext, out: Collected): string {
  let html = ''
  let last = 0
  const special =
    /\[url=(https?:\/\/[^\]\s]+)\]([\s\S]*?)\[\/url\]|\[url\](https?:\/\/[^[\s]+)\[\/url\]|\[code\]([\s\S]*?)\[\/code\]/gi
  for (const match of source.matchAll(special)) {
    const index = match.index ?? 0
    html += linkifyText(source.slice(last, index), ctx, out)
    if (match[1] !== undefined) {
      html += `<a href="${escapeHtml(match[1])}" rel="ugc">${escapeHtml(match[2] ?? '')}</a>`
    } else if (match[3] !== undefined) {
      const url = escapeHtml(match[3])
      html += `<a href="${url}" rel="ugc">${url}</a>`
    } else {
      html += `<pre><code>${escapeHtml(match[4] ?? '')}</code></pre>`
    }
    last = index + match[0].length
  }
  html += linkifyText(source.slice(last), ctx, out)
  const simple: [RegExp, string][] = [
    [/\[b\]([\s\S]*?)\[\/b\]/gi, '<strong>$1</strong>'],
    [/\[i\]([\s\S]*?)\[\/i\]/gi, '<em>$1</em>'],
    [/\[u\]([\s\S]*?)\[\/u\]/gi, '<u>$1</u>'],
    [/\[s\]([\s\S]*?)\[\/s\]/gi, '<del>$1</del>'],
    [/\[quote\]([\s\S]*?)\[\/quote\]/gi, '<blockquote>$1</blockquote>'],
  ]
  for (const [re, replacement] of simple) html = html.replace(re, replacement)
  return html
}

// -------------------------------------------------------------------- html

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'strike',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'span',
  'sup',
  'sub',
  'small',
])

function renderHtml(source: string, ctx: RenderContext, out: Collected): string {
  const cleaned = source.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
  const tagRe = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g
  let html = ''
  let last = 0
  let rawDepth = 0 // inside <a>, <code> or <pre>: no linkification
  const text = (chunk: string) => {
    const plain = decodeEntities(chunk)
    html += rawDepth > 0 ? escapeHtml(plain) : linkifyText(plain, ctx, out, false)
  }
  for (const match of cleaned.matchAll(tagRe)) {
    const index = match.index ?? 0
    text(cleaned.slice(last, index))
    last = index + match[0].length
    const closing = match[1] === '/'
    const name = (match[2] ?? '').toLowerCase()
    if (!name || !ALLOWED_TAGS.has(name)) continue
    const raw = name === 'a' || name === 'code' || name === 'pre'
    if (closing) {
      if (name !== 'br') html += `</${name}>`
      if (raw && rawDepth > 0) rawDepth -= 1
      continue
    }
    if (name === 'br') {
      html += '<br/>'
      continue
    }
    if (name === 'a') {
      const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[3] ?? '')
      const value = decodeEntities(href?.[2] ?? href?.[3] ?? href?.[4] ?? '')
      html += /^(https?:|mailto:)/i.test(value)
        ? `<a href="${escapeHtml(value)}" rel="ugc">`
        : '<a rel="ugc">'
    } else {
      html += `<${name}>`
    }
    if (raw) rawDepth += 1
  }
  text(cleaned.slice(last))
  return html
}

// ------------------------------------------------------------------ entry

export function renderContent(
  source: string,
  contentType: string,
  ctx: RenderContext,
): RenderResult {
  const out: Collected = { mentionIds: [], tags: [] }
  let html: string
  switch (contentType) {
    case 'text/markdown':
      html = renderMarkdown(source, ctx, out)
      break
    case 'text/html':
      html = renderHtml(source, ctx, out)
      break
    case 'text/bbcode':
      html = renderBbcode(source, ctx, out)
      break
    case 'text/x.misskeymarkdown':
      html = source.trim() === '' ? '' : `<p>${linkifyText(source, ctx, out)}</p>`
      break
    default:
      html = linkifyText(source, ctx, out)
  }
  return { html, mentionIds: out.mentionIds, tags: out.tags, emojis: collectEmojis(source, ctx) }
}

/** Render a plain-text bio or profile field value. */
export function renderPlain(source: string, ctx: RenderContext): RenderResult {
  return renderContent(source, 'text/plain', ctx)
}
