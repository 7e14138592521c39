import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
/*
 * Messages live in one file per area and language: locales/<lang>/<area>.json,
 * all merged into one bundle per language. English ships in the main bundle;
 * every other language is a lazy chunk so a first visit only downloads what
 * it shows.
 */
type Messages = Record<string, unknown>

const englishFiles = import.meta.glob<Messages>('./locales/en/*.json', {
  eager: true,
  import: 'default',
})
const otherFiles = import.meta.glob<Messages>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
})

function isObject(v: unknown): v is Messages {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** Deep merge, so two areas may both add keys under e.g. `timeline`. */
export function mergeMessages(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    target[key] =
      isObject(existing) && isObject(value) ? mergeMessages({ ...existing }, value) : value
  }
  return target
}

const en = Object.values(englishFiles).reduce<Messages>((acc, m) => mergeMessages(acc, m), {})

const languageOf = (path: string) => path.split('/')[2] ?? ''

export const SUPPORTED_LANGUAGES: string[] = [
  'en',
  ...new Set(
    Object.keys(otherFiles)
      .map(languageOf)
      .filter((l) => l !== 'en'),
  ),
]

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

async function loadLanguage(i18n: I18n, lang: string): Promise<void> {
  if (lang === 'en' || i18n.hasResourceBundle(lang, 'translation')) return
  const loaders = Object.entries(otherFiles).filter(([path]) => languageOf(path) === lang)
  if (loaders.length === 0) return
  const parts = await Promise.all(loaders.map(([, load]) => load()))
  i18n.addResourceBundle(
    lang,
    'translation',
    parts.reduce<Messages>((acc, m) => mergeMessages(acc, m), {}),
    true,
    true,
  )
}

export async function initI18n(language: string): Promise<I18n> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  await setInterfaceLanguage(language)
  return i18next
}

export async function setInterfaceLanguage(language: string): Promise<void> {
  try {
    await loadLanguage(i18next, language)
    await i18next.changeLanguage(language)
  } catch (e) {
    console.warn('Could not load language', language, e)
  }
  document.documentElement.lang = i18next.language
}

export { i18next }
