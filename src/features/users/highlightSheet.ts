import { useHighlights, type UserHighlight } from './highlight'

/*
 * The highlight colours can only be known at run time and Akkoma's CSP
 * forbids inline styles, so they live in one constructed stylesheet adopted
 * by the document: one rule per highlighted user sets the colour, and one
 * rule per style paints it on posts marked with `data-highlight`.
 */

const HEX_COLOR = /^#[0-9a-f]{6}$/i
export const DEFAULT_HIGHLIGHT_COLOR = '#ffffff'

export const safeColor = (color: string): string =>
  HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_HIGHLIGHT_COLOR

const quoted = (value: string) =>
  `"${value.replace(/["\\\n]/g, (c) => (c === '\n' ? '' : `\\${c}`))}"`

const TINT = 'color-mix(in srgb, var(--user-highlight) 22%, transparent)'
const FAINT = 'color-mix(in srgb, var(--user-highlight) 10%, transparent)'

export const STYLE_RULES = [
  `[data-highlight="solid"] { background-color: ${TINT}; }`,
  `[data-highlight="striped"] { background-image: repeating-linear-gradient(135deg, ${TINT} 0 20px, ${FAINT} 20px 40px); }`,
  `[data-highlight="side"] { box-shadow: inset 4px 0 0 var(--user-highlight); }`,
]

/** The whole sheet's text for a highlight map. */
export function highlightCss(highlights: Readonly<Record<string, UserHighlight>>): string {
  const users = Object.entries(highlights)
    .filter(([, h]) => h.type !== 'disabled')
    .map(
      ([id, h]) =>
        `[data-highlight-user=${quoted(id)}] { --user-highlight: ${safeColor(h.color)}; }`,
    )
  return [...STYLE_RULES, ...users].join('\n')
}

let sheet: CSSStyleSheet | null = null

export function installHighlightSheet(): void {
  if (sheet || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return
  const own = new CSSStyleSheet()
  sheet = own
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, own]
  const paint = (h: Readonly<Record<string, UserHighlight>>) => own.replaceSync(highlightCss(h))
  paint(useHighlights.getState())
  useHighlights.subscribe(paint)
}
