import { useSyncExternalStore } from 'react'
import { translator } from './i18n'
import type { Translator } from './translator'

const subscribe = (listener: () => void) => translator.subscribe(listener)
// The language and the words' version: a change of either re-renders the component.
const getLanguage = () => `${translator.language}:${translator.version}`

/**
 * Messages for a component, re-rendering it when the interface language
 * changes. Same shape as react-translator's hook: `{ t, i18n }`.
 */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  useSyncExternalStore(subscribe, getLanguage, getLanguage)
  return { t: translator.t, i18n: translator }
}

export type TFunction = Translator['t']
