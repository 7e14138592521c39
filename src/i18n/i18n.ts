import { deepMerge, Translator, type Messages } from './translator'

/*
 * Messages live in one file per area and language: locales/<lang>/<area>.json,
 * all merged into one bundle per language. English ships in the main bundle,
 * except areas named `<area>.lazy.json`: those belong to lazily loaded
 * features, whose chunk imports its English file and hands it to
 * `registerMessages` when it loads, so a guest's first visit does not carry
 * the words of screens it never opens. Every other language is a lazy chunk
 * holding all its areas.
 */
const englishFiles = import.meta.glob<Messages>(
  ['./locales/en/*.json', '!./locales/en/*.lazy.json'],
  {
    eager: true,
    import: 'default',
  },
)
const otherFiles = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
})

export const mergeMessages = deepMerge

/**
 * Adds the English messages of a lazily loaded area. Call it at the top level
 * of the lazy module that imports them (`import messages from
 * '.../locales/en/x.lazy.json'`), so they are there before its first render.
 */
export function registerMessages(messages: Messages): void {
  i18next.addResourceBundle('en', 'translation', messages)
}

const languageOf = (path: string) => path.split('/')[2] ?? ''

export const SUPPORTED_LANGUAGES: string[] = [
  'en',
  ...new Set(
    Object.keys(otherFiles)
      .map(languageOf)
      .filter((l) => l !== 'en'),
  ),
]

/** The app's one translator (named like the library it replaces, for services that call `i18next.t`). */
export const i18next = new Translator()
i18next.addResourceBundle(
  'en',
  'translation',
  Object.values(englishFiles).reduce<Messages>((acc, m) => deepMerge(acc, m), {}),
)

/**
 * Interface language: the preference when set, otherwise the first browser
 * language we have, matching a full tag (pt-BR) before its prefix (pt).
 */
export function pickLanguage(
  preference: string | null | undefined,
  browserLanguages: readonly string[],
  supported: readonly string[] = SUPPORTED_LANGUAGES,
): string {
  if (preference && supported.includes(preference)) return preference
  for (const lang of browserLanguages) {
    if (supported.includes(lang)) return lang
    const prefix = lang.split('-')[0]
    if (prefix && supported.includes(prefix)) return prefix
  }
  return 'en'
}

async function loadLanguage(lang: string): Promise<void> {
  if (lang === 'en' || i18next.hasResourceBundle(lang)) return
  const loaders = Object.entries(otherFiles).filter(([path]) => languageOf(path) === lang)
  if (loaders.length === 0) return
  const parts = await Promise.all(loaders.map(([, load]) => load()))
  i18next.addResourceBundle(
    lang,
    'translation',
    parts.reduce<Messages>((acc, m) => deepMerge(acc, m), {}),
  )
}

export async function initI18n(language: string): Promise<Translator> {
  await setInterfaceLanguage(language)
  return i18next
}

export async function setInterfaceLanguage(language: string): Promise<void> {
  try {
    await loadLanguage(language)
    await i18next.changeLanguage(language)
  } catch (e) {
    console.warn('Could not load language', language, e)
  }
  document.documentElement.lang = i18next.language
}
