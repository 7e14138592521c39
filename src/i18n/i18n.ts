import { directionOf, INTERFACE_LANGUAGES, intlLocaleOf, matchBrowserLanguage } from './languages'
import { deepMerge, Translator, type Messages } from './translator'

/*
 * Messages live in one file per area and language: locales/<lang>/<area>.json.
 * English ships in the main bundle, except areas named `<area>.lazy.json`:
 * those belong to lazily loaded features, whose chunk imports its English
 * file and hands it to `registerMessages` when it loads, so a guest's first
 * visit does not carry the words of screens it never opens. Every other
 * language is lazy twice over: its main areas load when it is chosen, and
 * each lazy area's translation loads with (before) the area's chunk.
 */
const englishFiles = import.meta.glob<Messages>(
  ['./locales/en/*.json', '!./locales/en/*.lazy.json'],
  { eager: true, import: 'default' },
)
type Loaders = Record<string, () => Promise<Messages>>
let otherFiles: Promise<{ mainFiles: Loaders; lazyFiles: Loaders }> | null = null
/** The map of the other languages' files: its own chunk, asked for the first time another language is. */
const otherLanguages = () => (otherFiles ??= import('./otherLanguages'))

const languageOf = (path: string) => path.split('/')[2] ?? ''
const areaOf = (path: string) => (path.split('/')[3] ?? '').replace(/\.lazy\.json$/, '')

export const SUPPORTED_LANGUAGES: string[] = [...INTERFACE_LANGUAGES]

/** The app's one translator: services outside React call `translator.t`. */
export const translator = new Translator()
translator.addResourceBundle(
  'en',
  'translation',
  Object.values(englishFiles).reduce<Messages>((acc, m) => deepMerge(acc, m), {}),
)

/** Lazy areas whose chunk has loaded: a language chosen later loads their words too. */
const registeredAreas = new Set<string>()
const loadedParts = new Set<string>()

async function loadParts(lang: string, files: [string, () => Promise<Messages>][]): Promise<void> {
  const missing = files.filter(([path]) => !loadedParts.has(path))
  if (missing.length === 0) return
  const parts = await Promise.all(missing.map(([, load]) => load()))
  missing.forEach(([path]) => loadedParts.add(path))
  translator.addResourceBundle(
    lang,
    'translation',
    parts.reduce<Messages>((acc, m) => deepMerge(acc, m), {}),
  )
}

const lazyFilesOf = async (lang: string, areas: Iterable<string>) => {
  const wanted = new Set(areas)
  const { lazyFiles } = await otherLanguages()
  return Object.entries(lazyFiles).filter(
    ([path]) => languageOf(path) === lang && wanted.has(areaOf(path)),
  )
}

/** Loads of lazy areas' words under way. */
const inFlight = new Set<Promise<void>>()
/**
 * The language being switched to, from the moment the switch starts: a lazy
 * chunk that registers its area while the language's main files still load
 * (the member's chunks preload at start-up) must load that language's words.
 */
let targetLanguage = 'en'

/**
 * Adds the English messages of a lazily loaded area, and starts loading the
 * area's words in the interface language. Call it at the top level of the
 * lazy module that imports them (`import messages from
 * '.../locales/en/x.lazy.json'`); `ui/lazy` waits for those words before the
 * chunk's first render.
 */
export function registerMessages(messages: Messages, area: string): void {
  translator.addResourceBundle('en', 'translation', messages)
  registeredAreas.add(area)
  const lang = targetLanguage
  if (lang === 'en') return
  const load: Promise<void> = lazyFilesOf(lang, [area])
    .then((files) => loadParts(lang, files))
    // Offline or a missing chunk: the area shows in English rather than not at all.
    .catch((e: unknown) => console.warn('Could not load the messages of', area, lang, e))
    .finally(() => inFlight.delete(load))
  inFlight.add(load)
}

/** Resolves once the words of every area registered so far have arrived (or failed). */
export async function messagesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight])
}

/**
 * Interface language: the preference when set, otherwise the first browser
 * language we have (pt-BR finds pt, zh-TW traditional Chinese).
 */
export function pickLanguage(
  preference: string | null | undefined,
  browserLanguages: readonly string[],
  supported: readonly string[] = SUPPORTED_LANGUAGES,
): string {
  if (preference && supported.includes(preference)) return preference
  for (const tag of browserLanguages) {
    const match = matchBrowserLanguage(tag, supported)
    if (match) return match
  }
  return 'en'
}

async function loadLanguage(lang: string): Promise<void> {
  if (lang === 'en') return
  const { mainFiles } = await otherLanguages()
  await loadParts(lang, [
    ...Object.entries(mainFiles).filter(([path]) => languageOf(path) === lang),
    ...(await lazyFilesOf(lang, registeredAreas)),
  ])
}

export async function initI18n(language: string): Promise<Translator> {
  await setInterfaceLanguage(language)
  return translator
}

export async function setInterfaceLanguage(language: string): Promise<void> {
  targetLanguage = language
  try {
    await loadLanguage(language)
    await translator.changeLanguage(language)
  } catch (e) {
    console.warn('Could not load language', language, e)
  }
  const root = document.documentElement
  root.lang = intlLocaleOf(translator.language)
  root.dir = directionOf(translator.language)
}
