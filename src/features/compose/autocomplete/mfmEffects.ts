/** The MFM effects offered after `$`, in a fixed order. */
export const MFM_EFFECTS = [
  'blur',
  'bounce',
  'flip',
  'font',
  'jelly',
  'jump',
  'rainbow',
  'rotate',
  'shake',
  'sparkle',
  'spin',
  'tada',
  'twitch',
  'x2',
  'x3',
  'x4',
] as const

/** Effects starting with `query`; the insertion is `$[name ]` with the caret before `]`. */
export function matchMfmEffects(query: string): string[] {
  const q = query.toLowerCase()
  return MFM_EFFECTS.filter((name) => name.startsWith(q))
}
