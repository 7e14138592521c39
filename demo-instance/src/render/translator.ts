/**
 * A fake machine translator, standing in for Akkoma's DeepL or
 * LibreTranslate backends. It does not translate at all: it prefixes the
 * text with `[{target}] ` and wraps every word in ‹ › so a translated post
 * is obvious on screen and easy to assert on. Markup, mentions, hashtags
 * and links are kept as they are.
 */

export interface TranslationLanguage {
  code: string
  name: string
}

export const TRANSLATION_LANGUAGES: readonly TranslationLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'nl', name: 'Dutch' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ja', name: 'Japanese' },
  { code: 'zh', name: 'Chinese' },
]

export const TRANSLATION_PROVIDER = 'Cofe Demo fake translator'

export function isTranslationLanguage(code: string): boolean {
  return TRANSLATION_LANGUAGES.some((l) => l.code === code.toLowerCase())
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu

/** Wrap the words of HTML text, leaving character references (`&amp;`) alone. */
function wrapWords(text: string): string {
  return text
    .split(/(&[#a-zA-Z0-9]+;)/)
    .map((chunk) => (chunk.startsWith('&') ? chunk : chunk.replace(WORD, (word) => `‹${word}›`)))
    .join('')
}

/** "Translate" status HTML into `target` (see the module comment). */
export function fakeTranslateHtml(html: string, target: string): string {
  const prefix = `[${target.toLowerCase()}] `
  let out = ''
  let anchorDepth = 0
  for (const part of html.split(/(<[^>]*>)/)) {
    if (part.startsWith('<')) {
      if (/^<a[\s>]/i.test(part)) anchorDepth += 1
      else if (/^<\/a>/i.test(part)) anchorDepth = Math.max(0, anchorDepth - 1)
      out += part
    } else {
      out += anchorDepth > 0 ? part : wrapWords(part)
    }
  }
  // The prefix goes inside the first paragraph, if the content starts with one.
  const lead = /^(<p[^>]*>)/.exec(out)
  return lead ? `${lead[1]}${prefix}${out.slice(lead[1]?.length ?? 0)}` : `${prefix}${out}`
}
