/**
 * The interface languages: their codes (as the message folders and the
 * `interfaceLanguage` setting name them), each one's own name for itself,
 * the locale `Intl` and `<html lang>` use, and the writing direction.
 */
export const INTERFACE_LANGUAGES = [
  'en',
  'ar',
  'ca',
  'cs',
  'de',
  'eo',
  'es',
  'et',
  'eu',
  'fi',
  'fr',
  'ga',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ja_easy',
  'ko',
  'nb',
  'nl',
  'oc',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'te',
  'uk',
  'vi',
  'zh',
  'zh_Hant',
] as const

export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]

/** Each language by its own name, so a reader finds theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  ar: 'العربية',
  ca: 'Català',
  cs: 'Čeština',
  de: 'Deutsch',
  eo: 'Esperanto',
  es: 'Español',
  et: 'Eesti',
  eu: 'Euskara',
  fi: 'Suomi',
  fr: 'Français',
  ga: 'Gaeilge',
  he: 'עברית',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ja_easy: 'やさしいにほんご',
  ko: '한국어',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  oc: 'Occitan',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  te: 'తెలుగు',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  zh: '简体中文',
  zh_Hant: '繁體中文',
}

const RTL = new Set<string>(['ar', 'he'])

/** The BCP 47 tag for `Intl` and `<html lang>`: `ja_easy` is Japanese, `zh_Hant` traditional Chinese. */
export function intlLocaleOf(code: string): string {
  if (code === 'ja_easy') return 'ja'
  return code.replace('_', '-')
}

export function directionOf(code: string): 'rtl' | 'ltr' {
  return RTL.has(code) ? 'rtl' : 'ltr'
}

/** Browser tags that name a language under another code (`zh-TW` reads traditional characters). */
const BROWSER_ALIASES: Record<string, string> = {
  'zh-tw': 'zh_Hant',
  'zh-hk': 'zh_Hant',
  'zh-mo': 'zh_Hant',
  'zh-hant': 'zh_Hant',
  'zh-cn': 'zh',
  'zh-sg': 'zh',
  'zh-hans': 'zh',
  no: 'nb',
  nn: 'nb',
  iw: 'he',
}

/** The interface language a browser tag asks for, if this client has it. */
export function matchBrowserLanguage(
  tag: string,
  supported: readonly string[],
): string | undefined {
  const lower = tag.toLowerCase()
  const parts = lower.split('-')
  const candidates = [
    supported.find((s) => s.toLowerCase().replace('_', '-') === lower),
    BROWSER_ALIASES[lower],
    // zh-Hant-TW and the like: script subtag first.
    parts.length > 2 ? BROWSER_ALIASES[`${parts[0]}-${parts[1]}`] : undefined,
    BROWSER_ALIASES[parts[0] ?? ''],
    supported.find((s) => s === parts[0]),
  ]
  return candidates.find((c): c is string => !!c && supported.includes(c))
}
