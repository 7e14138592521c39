import type { Visibility } from '../../api/types'

/** Characters left: text plus content warning against the limit (spec 2 §5); null when unlimited. */
export function charactersLeft(text: string, subject: string, textlimit: number): number | null {
  if (textlimit <= 0) return null
  // Count code points, as servers do, so an emoji is one character.
  return textlimit - [...text].length - [...subject].length
}

export function isEmptyPost(text: string, attachmentCount: number): boolean {
  return text.trim().length === 0 && attachmentCount === 0
}

/** Scopes the form offers for a new post; `local` only where the server knows it. */
export function availableScopes(localScope: boolean): Visibility[] {
  return localScope
    ? ['public', 'unlisted', 'local', 'private', 'direct']
    : ['public', 'unlisted', 'private', 'direct']
}
