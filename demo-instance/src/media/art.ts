/**
 * Generated SVG artwork: avatars, profile headers, attachment "photos",
 * custom emoji, the logo and the instance thumbnail. Everything is derived
 * deterministically from a name or a number, so it never needs storing.
 */

import { escapeHtml } from '../render/content.ts'
import { GENERATED_EMOJI, type CustomEmojiDefinition } from './emoji-packs.ts'

export const PALETTES: readonly [string, string, string][] = [
  ['#f4a261', '#e76f51', '#264653'],
  ['#2a9d8f', '#e9c46a', '#1d3557'],
  ['#8ecae6', '#219ebc', '#023047'],
  ['#cdb4db', '#ffafcc', '#3d405b'],
  ['#a7c957', '#6a994e', '#386641'],
  ['#ffb703', '#fb8500', '#5f0f40'],
  ['#90e0ef', '#0077b6', '#03045e'],
  ['#f28482', '#84a59d', '#2b2d42'],
  ['#bde0fe', '#a2d2ff', '#5a189a'],
  ['#ffd6a5', '#caffbf', '#6d597a'],
]

export function hashString(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

function palette(index: number): [string, string, string] {
  return PALETTES[Math.abs(index) % PALETTES.length] ?? ['#888', '#666', '#222']
}

function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">` +
    `${body}</svg>`
  )
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const letters =
    words.length > 1
      ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`
      : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

export function avatarSvg(displayName: string, art: number): string {
  const [a, b, ink] = palette(art)
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="256" height="256" fill="url(#g)"/>` +
    `<circle cx="${60 + (art % 5) * 30}" cy="${200 - (art % 3) * 40}" r="70" fill="#ffffff" opacity="0.18"/>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" ` +
    `font-size="104" font-weight="700" fill="${ink}">${escapeHtml(initials(displayName))}</text>`
  return svg(256, 256, body, `Avatar of ${displayName}`)
}

export function headerSvg(displayName: string, art: number): string {
  const [a, b, ink] = palette(art + 3)
  let hills = ''
  for (let i = 0; i < 4; i += 1) {
    const y = 200 + i * 45
    const peak = 80 + ((art * 37 + i * 53) % 120)
    hills +=
      `<path d="M0 ${y} Q ${250 + i * 120} ${y - peak} ${750 - i * 40} ${y - 20} T 1500 ${y} V 500 H 0 Z" ` +
      `fill="${i % 2 ? a : b}" opacity="${0.35 + i * 0.15}"/>`
  }
  const body =
    `<rect width="1500" height="500" fill="${ink}"/>` +
    `<circle cx="${1100 - (art % 4) * 150}" cy="130" r="70" fill="${a}" opacity="0.9"/>` +
    hills
  return svg(1500, 500, body, `Header of ${displayName}`)
}

/** A little landscape "photo" used as a seeded image attachment. */
export function attachmentSvg(
  art: number,
  width: number,
  height: number,
  description: string,
): string {
  const [a, b, ink] = palette(art)
  const sunX = (art * 97) % width
  let shapes = ''
  for (let i = 0; i < 5; i += 1) {
    const x = ((art + 1) * (i + 3) * 131) % width
    const r = 30 + (((art + i) * 17) % 90)
    shapes += `<circle cx="${x}" cy="${height * 0.75}" r="${r}" fill="${i % 2 ? a : b}" opacity="0.55"/>`
  }
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#fff8e7"/>` +
    `<path d="M0 ${height * 0.7} L ${width * 0.3} ${height * 0.45} L ${width * 0.55} ${height * 0.68} ` +
    `L ${width * 0.8} ${height * 0.5} L ${width} ${height * 0.72} V ${height} H 0 Z" fill="${ink}" opacity="0.85"/>` +
    shapes
  return svg(width, height, body, description)
}

function blob(face: string, colour: string): (shortcode: string) => string {
  return (shortcode) =>
    svg(
      64,
      64,
      `<path d="M32 4 C52 4 60 18 60 34 C60 52 48 60 32 60 C14 60 4 50 4 34 C4 16 14 4 32 4 Z" fill="${colour}"/>` +
        face,
      shortcode,
    )
}

const EYES =
  '<circle cx="22" cy="28" r="4" fill="#222"/><circle cx="42" cy="28" r="4" fill="#222"/>'
const SMILE = '<path d="M20 40 Q32 50 44 40" stroke="#222" stroke-width="3" fill="none"/>'

function cup(fill: string, liquid: string): (shortcode: string) => string {
  return (shortcode) =>
    svg(
      64,
      64,
      `<path d="M22 6 q4 6 0 12 M32 4 q4 6 0 12 M42 6 q4 6 0 12" stroke="#bbb" stroke-width="2.5" fill="none"/>` +
        `<path d="M10 22 H48 V44 C48 54 40 60 29 60 C18 60 10 54 10 44 Z" fill="${fill}"/>` +
        `<ellipse cx="29" cy="24" rx="17" ry="4" fill="${liquid}"/>` +
        `<path d="M48 28 C60 28 60 44 48 44" stroke="${fill}" stroke-width="5" fill="none"/>`,
      shortcode,
    )
}

function letter(char: string, colour: string): (shortcode: string) => string {
  return (shortcode) =>
    svg(
      64,
      64,
      `<rect x="4" y="4" width="56" height="56" rx="12" fill="${colour}"/>` +
        `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" ` +
        `font-size="38" font-weight="800" fill="#fff">${char}</text>`,
      shortcode,
    )
}

function shape(path: string, colour: string): (shortcode: string) => string {
  return (shortcode) => svg(64, 64, `<path d="${path}" fill="${colour}"/>`, shortcode)
}

const HEART =
  'M32 56 L10 34 C2 26 4 12 16 10 C24 9 29 14 32 19 C35 14 40 9 48 10 C60 12 62 26 54 34 Z'
const STAR = 'M32 4 L40 24 L61 24 L44 37 L50 58 L32 45 L14 58 L20 37 L3 24 L24 24 Z'
const LEAF = 'M8 56 C8 24 28 6 58 6 C58 36 40 56 8 56 Z'
const MOON = 'M40 6 C22 8 10 22 10 36 C10 50 22 60 38 58 C24 52 18 40 22 26 C25 16 32 9 40 6 Z'
const CLOUD = 'M16 48 C6 48 4 36 12 32 C10 22 22 16 28 22 C32 12 48 12 50 24 C60 24 62 40 52 48 Z'
const CHECK = 'M8 34 L16 26 L26 36 L48 12 L56 20 L26 52 Z'
const CROSS = 'M14 8 L32 26 L50 8 L56 14 L38 32 L56 50 L50 56 L32 38 L14 56 L8 50 L26 32 L8 14 Z'
const DROP = 'M32 4 C40 20 52 30 52 42 C52 54 42 60 32 60 C22 60 12 54 12 42 C12 30 24 20 32 4 Z'

const CUSTOM_EMOJI_LIST: CustomEmojiDefinition[] = [
  { shortcode: 'blobcat', pack: 'blobs', draw: blob(EYES + SMILE, '#f6c945') },
  {
    shortcode: 'blobcatheart',
    pack: 'blobs',
    draw: blob(
      EYES + SMILE + `<path d="${HEART}" transform="translate(38 34) scale(0.35)" fill="#e63946"/>`,
      '#f6c945',
    ),
  },
  {
    shortcode: 'blobcoffee',
    pack: 'blobs',
    draw: blob(
      EYES + '<rect x="24" y="38" width="16" height="14" rx="3" fill="#6f4e37"/>',
      '#f4a261',
    ),
  },
  {
    shortcode: 'blobwave',
    pack: 'blobs',
    draw: blob(EYES + SMILE + '<ellipse cx="56" cy="14" rx="6" ry="9" fill="#f6c945"/>', '#f6c945'),
  },
  {
    shortcode: 'blobsleep',
    pack: 'blobs',
    draw: blob(
      '<path d="M17 29 H27 M37 29 H47" stroke="#222" stroke-width="3"/><circle cx="32" cy="43" r="4" fill="#222"/>',
      '#8ecae6',
    ),
  },
  {
    shortcode: 'blobparty',
    pack: 'blobs',
    draw: blob(EYES + SMILE + '<path d="M26 4 L32 -10 L38 4 Z" fill="#e63946"/>', '#cdb4db'),
  },
  {
    shortcode: 'blobthink',
    pack: 'blobs',
    draw: blob(EYES + '<path d="M22 44 H42" stroke="#222" stroke-width="3"/>', '#a7c957'),
  },
  {
    shortcode: 'blobhug',
    pack: 'blobs',
    draw: blob(
      EYES +
        SMILE +
        '<path d="M4 40 Q16 30 24 44 M60 40 Q48 30 40 44" stroke="#c9a227" stroke-width="5" fill="none"/>',
      '#f6c945',
    ),
  },
  { shortcode: 'cofe', pack: 'cofe', draw: cup('#ffffff', '#6f4e37') },
  { shortcode: 'cofe_latte', pack: 'cofe', draw: cup('#f1e3d3', '#c8a27a') },
  { shortcode: 'cofe_espresso', pack: 'cofe', draw: cup('#264653', '#3b2416') },
  { shortcode: 'cofe_matcha', pack: 'cofe', draw: cup('#ffffff', '#7fb069') },
  {
    shortcode: 'cofe_bean',
    pack: 'cofe',
    draw: shape(
      'M32 6 C50 6 58 22 56 36 C54 52 42 60 30 58 C14 56 6 42 8 28 C10 14 20 6 32 6 Z M30 10 C40 24 22 40 34 56',
      '#6f4e37',
    ),
  },
  { shortcode: 'teapot', pack: 'cofe', draw: cup('#2a9d8f', '#e9c46a') },
  ...'ABCDEFGHIJKL'.split('').map((char, i) => ({
    shortcode: `letter_${char.toLowerCase()}`,
    pack: 'letters',
    draw: letter(char, PALETTES[i % PALETTES.length]?.[2] ?? '#333'),
  })),
  { shortcode: 'heart_purple', pack: 'shapes', draw: shape(HEART, '#9b5de5') },
  { shortcode: 'heart_green', pack: 'shapes', draw: shape(HEART, '#2a9d8f') },
  { shortcode: 'heart_pink', pack: 'shapes', draw: shape(HEART, '#f15bb5') },
  { shortcode: 'star_gold', pack: 'shapes', draw: shape(STAR, '#f6c945') },
  { shortcode: 'leaf', pack: 'shapes', draw: shape(LEAF, '#6a994e') },
  { shortcode: 'moon', pack: 'shapes', draw: shape(MOON, '#ffd166') },
  { shortcode: 'cloud', pack: 'shapes', draw: shape(CLOUD, '#bde0fe') },
  { shortcode: 'check_green', pack: 'shapes', draw: shape(CHECK, '#2a9d8f') },
  { shortcode: 'cross_red', pack: 'shapes', draw: shape(CROSS, '#e63946') },
  { shortcode: 'droplet', pack: 'shapes', draw: shape(DROP, '#219ebc') },
  {
    shortcode: 'sun',
    pack: 'shapes',
    draw: (s) =>
      svg(
        64,
        64,
        '<circle cx="32" cy="32" r="14" fill="#ffb703"/><g stroke="#fb8500" stroke-width="4"><path d="M32 2 V12 M32 52 V62 M2 32 H12 M52 32 H62 M11 11 L18 18 M46 46 L53 53 M11 53 L18 46 M46 18 L53 11"/></g>',
        s,
      ),
  },
  {
    shortcode: 'rainbow',
    pack: 'shapes',
    draw: (s) =>
      svg(
        64,
        64,
        '<g fill="none" stroke-width="6"><path d="M6 52 A26 26 0 0 1 58 52" stroke="#e63946"/><path d="M12 52 A20 20 0 0 1 52 52" stroke="#f6c945"/><path d="M18 52 A14 14 0 0 1 46 52" stroke="#2a9d8f"/><path d="M24 52 A8 8 0 0 1 40 52" stroke="#219ebc"/></g>',
        s,
      ),
  },
  // A few hundred more in six generated packs (media/emoji-packs.ts).
  ...GENERATED_EMOJI,
]

/** Every custom emoji; the list grows only through addCustomEmoji (the benchmark seed). */
export const CUSTOM_EMOJI: readonly CustomEmojiDefinition[] = CUSTOM_EMOJI_LIST

const EMOJI_BY_SHORTCODE = new Map(CUSTOM_EMOJI.map((e) => [e.shortcode, e]))

/** Add emoji to the instance's list for this process (`--bench-seed`); known shortcodes are skipped. */
export function addCustomEmoji(extra: readonly CustomEmojiDefinition[]): void {
  for (const emoji of extra) {
    if (EMOJI_BY_SHORTCODE.has(emoji.shortcode)) continue
    CUSTOM_EMOJI_LIST.push(emoji)
    EMOJI_BY_SHORTCODE.set(emoji.shortcode, emoji)
  }
}

export function customEmoji(shortcode: string): CustomEmojiDefinition | undefined {
  return EMOJI_BY_SHORTCODE.get(shortcode)
}

export function emojiPath(emoji: CustomEmojiDefinition): string {
  return `/emoji/${emoji.pack}/${emoji.shortcode}.svg`
}

// The cup is cut out of the disc (not painted white on it), so the logo also works as a
// mask: the instance's logoMask shows it in the theme's text colour.
export const LOGO_SVG = svg(
  128,
  128,
  `<mask id="cup"><rect width="128" height="128" fill="#fff"/>` +
    `<path d="M34 54 H86 V80 C86 96 74 104 60 104 C46 104 34 96 34 80 Z" fill="#000"/>` +
    `<path d="M86 60 C100 60 100 80 86 80" stroke="#000" stroke-width="7" fill="none"/>` +
    `<path d="M48 26 q6 8 0 16 M62 22 q6 8 0 16 M76 26 q6 8 0 16" stroke="#000" stroke-width="5" fill="none"/>` +
    `</mask><circle cx="64" cy="64" r="60" fill="#d8a070" mask="url(#cup)"/>`,
  'Cofe Demo',
)

export function thumbnailSvg(art = 4, name = 'Cofe Demo'): string {
  return attachmentSvg(art, 1200, 630, name)
}
