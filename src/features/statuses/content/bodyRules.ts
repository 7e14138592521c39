import { decodeEntities } from '../../../api/htmlEntities'
import {
  LONG_SUBJECT_THRESHOLD,
  TALL_POST_CHARS_PER_LINE,
  TALL_POST_THRESHOLD,
} from '../../../config/constants'

/*
 * The collapsing size rules, on strings only: a status is
 * measured before it is rendered (the timeline is virtualized, and measuring
 * the DOM would make every status lay out twice).
 */

/** The visible text of server HTML (tags dropped, entities decoded); for measuring only. */
export function plainTextOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''), true)
}

/**
 * Paragraph and line-break count plus the text length divided by
 * the characters of one line.
 */
export function tallScore(html: string): number {
  const breaks = html.match(/<(?:p|br)(?=[\s/>])/gi)?.length ?? 0
  return breaks + plainTextOf(html).length / TALL_POST_CHARS_PER_LINE
}

export const isTallContent = (html: string): boolean => tallScore(html) > TALL_POST_THRESHOLD

/** Counted in characters as people see them (an emoji is one), not UTF-16 units. */
export const isLongSubject = (subject: string): boolean =>
  Array.from(subject).length > LONG_SUBJECT_THRESHOLD

/** The first LONG_SUBJECT_THRESHOLD characters and an ellipsis; short subjects unchanged. */
export function shortenSubject(subject: string): string {
  const chars = Array.from(subject)
  if (chars.length <= LONG_SUBJECT_THRESHOLD) return subject
  return `${chars.slice(0, LONG_SUBJECT_THRESHOLD).join('').trimEnd()}…`
}

/** Server HTML as plain text with its line breaks (paragraphs become blank lines). */
export function textWithLines(html: string): string {
  return plainTextOf(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/p\s*>\s*<p(?:\s[^>]*)?>/gi, '\n\n')
      .replace(/<\/?(?:p|div|li|blockquote)(?:\s[^>]*)?>/gi, (tag) => (tag[1] === '/' ? '\n' : '')),
  ).trim()
}
