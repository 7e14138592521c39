/** A run of non-whitespace characters in a text, `end` exclusive. */
export interface Word {
  start: number
  end: number
  text: string
}

const SPACE = /\s/

/**
 * The word the caret is in or right after (for autocomplete, as
 * Pleroma-FE reads it: the whole whitespace-delimited word around the
 * character before the caret). Null when that character is whitespace or
 * the caret is at the very start.
 */
export function wordAtCaret(text: string, caret: number): Word | null {
  const at = Math.min(Math.max(caret, 0), text.length)
  if (at === 0 || SPACE.test(text[at - 1] ?? ' ')) return null
  let start = at - 1
  while (start > 0 && !SPACE.test(text[start - 1] ?? ' ')) start -= 1
  let end = at
  while (end < text.length && !SPACE.test(text[end] ?? ' ')) end += 1
  return { start, end, text: text.slice(start, end) }
}

/** What typing this word asks for: `@` accounts, `:` emoji, `#` hashtags, `$` MFM effects. */
export type TriggerKind = 'account' | 'emoji' | 'hashtag' | 'mfm'

export interface Trigger {
  kind: TriggerKind
  /** The word without its trigger character. */
  query: string
}

const KINDS: Readonly<Record<string, TriggerKind>> = {
  '@': 'account',
  ':': 'emoji',
  '#': 'hashtag',
  $: 'mfm',
}

/**
 * The trigger of a word, or null. A lone trigger character suggests nothing
 * except `$`, which lists every MFM effect. An MFM word stops
 * being one once its bracket opens (`$[spin ...`): the effect is chosen.
 */
export function triggerOf(word: string): Trigger | null {
  const kind = KINDS[word.charAt(0)]
  if (!kind) return null
  const query = word.slice(1)
  if (query === '' && kind !== 'mfm') return null
  if (kind === 'mfm' && query.startsWith('[')) {
    const name = query.slice(1)
    return /^[a-z0-9]*$/i.test(name) ? { kind, query: name } : null
  }
  if (kind === 'mfm' && !/^[a-z0-9]*$/i.test(query)) return null
  return { kind, query }
}

/**
 * The text with `word` replaced by `replacement`, and where the caret goes:
 * after the replacement, or at `caretOffset` into it when given (an MFM
 * effect puts the caret inside its brackets).
 */
export function replaceWord(
  text: string,
  word: Word,
  replacement: string,
  caretOffset: number = replacement.length,
): { value: string; caret: number } {
  // A space already after the word is reused rather than doubled.
  const rest = text.slice(word.end)
  const value =
    replacement.endsWith(' ') && /^\s/.test(rest)
      ? text.slice(0, word.start) + replacement.slice(0, -1) + rest
      : text.slice(0, word.start) + replacement + rest
  const caret = word.start + Math.min(caretOffset, replacement.length)
  return { value, caret }
}
