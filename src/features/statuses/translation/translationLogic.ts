/**
 * Choosing the language to translate into: the
 * translationLanguage preference, else the interface language, each only
 * when the server can translate into it. Pure, so it is unit-tested alone.
 */

const norm = (code: string) => code.trim().toLowerCase().replace(/_/g, '-')

/** The server's own spelling of a language it can translate into, matching `wanted` or its prefix. */
function matchTarget(wanted: string, targets: readonly string[]): string | null {
  const w = norm(wanted)
  const exact = targets.find((t) => norm(t) === w)
  if (exact) return exact
  const prefix = w.split('-')[0] ?? w
  // "pt-BR" wanted and only "pt" offered, or "en" wanted and "EN-GB"/"EN-US" offered.
  return (
    targets.find((t) => norm(t) === prefix) ??
    targets.find((t) => norm(t).split('-')[0] === prefix) ??
    null
  )
}

/**
 * `targets` is the server's list of target languages, or null when it is
 * not known (the list could not be fetched): then any non-empty choice goes.
 * Null means no usable target: the caller tells the reader to set one.
 */
export function chooseTargetLanguage(
  preference: string | null | undefined,
  interfaceLanguage: string | null | undefined,
  targets: readonly string[] | null,
): string | null {
  for (const candidate of [preference, interfaceLanguage]) {
    if (!candidate || candidate.trim() === '') continue
    if (targets === null || targets.length === 0) return candidate.trim()
    const match = matchTarget(candidate, targets)
    if (match) return match
  }
  return null
}
