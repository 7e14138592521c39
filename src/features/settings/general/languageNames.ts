import { LANGUAGE_NAMES, type InterfaceLanguage } from '../../../i18n/languages'

/**
 * A language named in its own language ("Deutsch", "日本語"), as a language
 * picker should offer it: readers find their language whatever the
 * interface speaks now. The interface languages' names are listed with
 * them; for other codes the browser knows the names (`Intl.DisplayNames`),
 * and the code is the fallback.
 */
export function ownLanguageName(code: string): string {
  // The interface languages' names are the client's own (Intl has no "easy Japanese").
  if (code in LANGUAGE_NAMES) return LANGUAGE_NAMES[code as InterfaceLanguage]
  let name: string | undefined
  try {
    name = new Intl.DisplayNames([code], { type: 'language' }).of(code)
  } catch {
    // A tag the browser does not know: the code itself is shown.
  }
  if (!name || name === code) return code
  // Some languages write their own name in lower case ("français"); a list item starts capitalised.
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
}

/** The interface languages as the picker lists them: each in its own name, sorted by that name. */
export function interfaceLanguageOptions(
  supported: readonly string[],
): { code: string; name: string }[] {
  return supported
    .map((code) => ({ code, name: ownLanguageName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}
