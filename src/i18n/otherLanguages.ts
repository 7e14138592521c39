import type { Messages } from './translator'

/*
 * Where every non-English message file is: a map of a thousand lazy
 * imports (31 languages, each its main areas and every lazy area). It is a
 * chunk of its own, loaded only when a language other than English is in
 * use, so an English reader's first visit does not carry it.
 */
export const mainFiles = import.meta.glob<Messages>(
  ['./locales/*/*.json', '!./locales/en/*.json', '!./locales/*/*.lazy.json'],
  { import: 'default' },
)
export const lazyFiles = import.meta.glob<Messages>(
  ['./locales/*/*.lazy.json', '!./locales/en/*.lazy.json'],
  { import: 'default' },
)
