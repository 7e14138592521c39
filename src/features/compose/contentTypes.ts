/** Message keys of the post content types; their MIME names hold dots and slashes. */
const CONTENT_TYPE_KEYS: Record<string, string> = {
  'text/plain': 'plain',
  'text/html': 'html',
  'text/markdown': 'markdown',
  'text/bbcode': 'bbcode',
  'text/x.misskeymarkdown': 'misskey_markdown',
}

/** The message key naming a content type; null for types without a name of ours. */
export function contentTypeKey(type: string): string | null {
  const key = CONTENT_TYPE_KEYS[type]
  return key ? `post_status.content_type.${key}` : null
}
