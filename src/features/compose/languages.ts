/**
 * The post languages the form offers: a short list of common ISO 639-1
 * codes, each named in the interface language by the browser
 * (`Intl.DisplayNames`), so no list of names ships with the client.
 */
export const POST_LANGUAGES = [
  'ar',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'eo',
  'es',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'gl',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
] as const

const namers = new Map<string, Intl.DisplayNames | null>()

function namer(interfaceLanguage: string): Intl.DisplayNames | null {
  if (!namers.has(interfaceLanguage)) {
    let value: Intl.DisplayNames | null = null
    try {
      value = new Intl.DisplayNames([interfaceLanguage, 'en'], { type: 'language' })
    } catch {
      // An unknown interface language tag: the codes themselves are shown.
    }
    namers.set(interfaceLanguage, value)
  }
  return namers.get(interfaceLanguage) ?? null
}

/** A language's name in the interface language, or its code when the browser has none. */
export function languageName(code: string, interfaceLanguage: string): string {
  try {
    return namer(interfaceLanguage)?.of(code) ?? code
  } catch {
    return code
  }
}

/**
 * The options of the language selector, sorted by name: the common list
 * plus `extra` codes (the default or a draft's language) not in it.
 */
export function languageOptions(
  interfaceLanguage: string,
  extra: readonly (string | null | undefined)[] = [],
): { code: string; name: string }[] {
  const codes = new Set<string>(POST_LANGUAGES)
  for (const code of extra) if (code) codes.add(code)
  return [...codes]
    .map((code) => ({ code, name: languageName(code, interfaceLanguage) }))
    .sort((a, b) => a.name.localeCompare(b.name, interfaceLanguage))
}
