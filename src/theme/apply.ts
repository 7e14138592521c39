/**
 * Puts a theme's CSS custom properties (and the instance's look: logo) on
 * the page through ONE constructed stylesheet adopted by the document,
 * replaced on every change. Akkoma's CSP forbids <style> elements and
 * style="" attributes; the CSSOM is not subject to it. Part of the first
 * visit's code: keep it tiny and free of the theme model.
 */

export type CssVariables = Record<string, string>

/** What the sheet holds: the theme's variables (null: global.css's dark defaults) and the look's. */
interface SheetParts {
  theme: CssVariables | null
  scheme: 'light' | 'dark' | null
  look: CssVariables
}

const parts: SheetParts = { theme: null, scheme: null, look: {} }
let sheet: CSSStyleSheet | null = null

const NAME = /^--[A-Za-z0-9-]+$/
// A value comes from theme files and instance settings: nothing that could close the rule.
const UNSAFE_VALUE = /[;{}\\<>]|\/\*|\p{Cc}/u

/** The one rule the sheet holds; declarations with unsafe names or values are left out. */
export function rootRule(
  theme: CssVariables | null,
  scheme: 'light' | 'dark' | null,
  look: CssVariables,
): string {
  const decls: string[] = []
  for (const [name, value] of Object.entries({ ...theme, ...look })) {
    if (NAME.test(name) && !UNSAFE_VALUE.test(value)) decls.push(`${name}:${value}`)
  }
  if (scheme) decls.push(`color-scheme:${scheme}`)
  return decls.length > 0 ? `:root{${decls.join(';')}}` : ''
}

/** A CSS url() for a same- or cross-origin address; quotes and backslashes percent-encoded. */
export function cssUrl(url: string): string {
  return `url("${url
    .replace(/\p{Cc}/gu, '')
    .replace(/"/g, '%22')
    .replace(/\\/g, '%5C')}")`
}

function render(): void {
  // Browsers without constructed stylesheets (Safari before 16.4) keep global.css's dark look.
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return
  if (!sheet) {
    try {
      sheet = new CSSStyleSheet()
    } catch {
      return
    }
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }
  sheet.replaceSync(rootRule(parts.theme, parts.scheme, parts.look))
}

/** Applies a theme's variables; null goes back to the default dark of global.css. */
export function applyThemeVariables(
  vars: CssVariables | null,
  scheme: 'light' | 'dark' | null,
): void {
  parts.theme = vars
  parts.scheme = vars ? scheme : null
  render()
}

/** Applies the instance's look variables (logo image, its margin). */
export function applyLookVariables(vars: CssVariables): void {
  parts.look = vars
  render()
}

/** For tests: the text the sheet holds now. */
export function currentSheetText(): string {
  return rootRule(parts.theme, parts.scheme, parts.look)
}
