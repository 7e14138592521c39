import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en.json'

/**
 * English ships in the main bundle; every other language is a lazy chunk so
 * the first visit only downloads what it shows.
 */
const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*.json',
  '!./locales/en.json',
])

export const SUPPORTED_LANGUAGES: string[] = [
  'en',
  ...Object.keys(lazyLocales).map((p) => p.replace(/^.*\/(.+)\.json$/, '$1')),
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
  const loader = lazyLocales[`./locales/${lang}.json`]
  if (!loader) return
  const mod = await loader()
  i18n.addResourceBundle(lang, 'translation', mod.default, true, true)
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
