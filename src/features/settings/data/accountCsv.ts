/**
 * The account-list files of the data tab: one account per line as
 * `user@host`, the format Mastodon and Akkoma export and import. Reading is
 * lenient (Mastodon's header and extra columns, a leading @, Windows line
 * ends, blank lines); writing gives every account its host, the instance's
 * own for local accounts, so the file means the same on another server.
 */
import type { Account } from '../../../api/types'

/** What the file input offers (CSV and plain text). */
export const IMPORT_FILE_ACCEPT = '.csv,.txt,text/csv,text/plain'

const IMPORT_EXTENSIONS = ['.csv', '.txt']

/** A file the import takes, by its name (the input's `accept` is only a hint to the picker). */
export function isImportFileName(name: string): boolean {
  const lower = name.toLowerCase()
  return IMPORT_EXTENSIONS.some((ext) => lower.endsWith(ext))
}

/** `user`, `user@host` or an account URL: no spaces, commas or quotes, at most one @ after the name. */
const HANDLE = /^[^\s@,"]+(@[^\s@,"]+)?$/

/** The first field of a CSV line, without the quotes a spreadsheet may have added. */
function firstField(line: string): string {
  const trimmed = line.trim()
  if (trimmed.startsWith('"')) {
    const close = trimmed.indexOf('"', 1)
    return close > 0 ? trimmed.slice(1, close) : trimmed.slice(1)
  }
  const comma = trimmed.indexOf(',')
  return comma < 0 ? trimmed : trimmed.slice(0, comma)
}

/**
 * The accounts an import file names, in file order without repeats. Lines
 * that name no account (a header such as "Account address", notes) are
 * skipped.
 */
export function parseAccountList(text: string): string[] {
  const handles: string[] = []
  const seen = new Set<string>()
  for (const line of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const handle = firstField(line).trim().replace(/^@/, '')
    if (!HANDLE.test(handle)) continue
    const key = handle.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    handles.push(handle)
  }
  return handles
}

/** The text sent to the server: the parsed accounts, one a line, which every server's reader takes. */
export function importFileText(handles: readonly string[]): string {
  return handles.length === 0 ? '' : `${handles.join('\n')}\n`
}

/** Host (with port, if any) of a URL, or null. */
export function hostOfUrl(url: string): string | null {
  try {
    const host = new URL(url).host
    return host === '' ? null : host
  } catch {
    return null
  }
}

/**
 * `user@host` for an account: remote accounts carry their host in `acct`;
 * local ones get the host of their profile URL (the instance's domain), or
 * `fallbackHost` when the URL says nothing.
 */
export function exportHandle(account: Pick<Account, 'acct' | 'url'>, fallbackHost: string): string {
  const acct = account.acct.replace(/^@/, '')
  if (acct.includes('@')) return acct
  const host = hostOfUrl(account.url) ?? fallbackHost
  return host ? `${acct}@${host}` : acct
}

/** The export file: one `user@host` a line, ending with a line break. */
export function buildAccountCsv(
  accounts: readonly Pick<Account, 'acct' | 'url'>[],
  fallbackHost: string,
): string {
  return accounts.map((account) => `${exportHandle(account, fallbackHost)}\n`).join('')
}
