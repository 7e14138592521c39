/**
 * `text` inserted in place of the selection `start..end`, and the caret
 * after it. A custom emoji shortcode gets a space on each side where it
 * would touch other text, since servers only read `:code:` between spaces;
 * with `padAll` (the padEmoji preference, for the emoji picker) anything
 * inserted does.
 */
export function insertText(
  value: string,
  start: number,
  end: number,
  text: string,
  padAll = false,
): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length))
  const to = Math.max(from, Math.min(end, value.length))
  const before = value.slice(0, from)
  const after = value.slice(to)
  const pad = padAll || /^:[^\s:]+:$/.test(text)
  const padBefore = pad && before !== '' && !/\s$/.test(before) ? ' ' : ''
  const padAfter = pad && !/^\s/.test(after) ? ' ' : ''
  const inserted = `${padBefore}${text}${padAfter}`
  return { value: before + inserted + after, caret: from + inserted.length }
}
