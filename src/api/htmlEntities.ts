/** The named character references server HTML uses in text. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/**
 * Text with server HTML's character references decoded: the named ones above
 * and decimal or hex code points. Other names stay as written; so does a
 * number that is no character, unless `dropInvalid` (text only measured).
 */
export function decodeEntities(text: string, dropInvalid = false): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10)
      if (Number.isFinite(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code)
      return dropInvalid ? '' : whole
    }
    return NAMED[name.toLowerCase()] ?? whole
  })
}
