import { useSyncExternalStore } from 'react'
import { i18next } from './i18n'
import type { Translator } from './translator'

const subscribe = (listener: () => void) => i18next.subscribe(listener)
// The language and the words' version: a change of either re-renders the component.
const getLanguage = () => `${i18next.language}:${i18next.version}`

/**
 * Messages for a component, re-rendering it when the interface language
 * changes. Same shape as react-i18next's hook: `{ t, i18n }`.
 */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  useSyncExternalStore(subscribe, getLanguage, getLanguage)
  return { t: i18next.t, i18n: i18next }
}

export type TFunction = Translator['t']
