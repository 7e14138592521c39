/**
 * The translations shown under statuses, by status id. Only this small store
 * is on a first visit: the calls and the translation's own view load when
 * someone first translates.
 */
import { create } from 'zustand'

export type TranslationEntry =
  | { kind: 'loading'; language: string }
  | {
      kind: 'done'
      language: string
      /** Server HTML: rendered through RichContent only. */
      text: string
      detected_language: string | null
      /** "Show original" hides it without forgetting it. */
      hidden: boolean
    }
  | { kind: 'failed'; language: string; message: string | null }

interface TranslationsStore {
  byStatus: Readonly<Record<string, TranslationEntry>>
}

export const useTranslations = create<TranslationsStore>()(() => ({ byStatus: {} }))
