/**
 * The work behind the import and export buttons, apart from React: reading
 * and checking the chosen file, sending it, building an export from the
 * server's lists, and handing a file to the browser as a download.
 */
import { api } from '../../../api/client'
import { getRelationships } from '../../../api/endpoints/accounts'
import {
  fetchAccountList,
  importAccountList,
  type AccountListKind,
} from '../../../api/endpoints/importExport'
import { useRelationships } from '../../../store/relationships'
import { buildAccountCsv, importFileText, isImportFileName, parseAccountList } from './accountCsv'

/** A file refused before anything is sent: not .csv or .txt, or naming no account. */
export class ImportFileError extends Error {
  constructor(readonly reason: 'type' | 'empty') {
    super(`Import file refused: ${reason}`)
    this.name = 'ImportFileError'
  }
}

/**
 * How long a download's blob URL lives: some browsers read it only after
 * the click returns, so it is not released at once (FileSaver's choice).
 */
export const BLOB_URL_LIFETIME = 40_000

/** Relationships asked for per request when they are refreshed. */
const RELATIONSHIP_BATCH = 40

/**
 * Relationships the client already knows may be out of date after an
 * import: ask for them again, so profiles and cards show the new state.
 * Best effort: a failure leaves the old values.
 */
async function refreshKnownRelationships(): Promise<void> {
  const ids = Object.keys(useRelationships.getState().byId)
  for (let i = 0; i < ids.length; i += RELATIONSHIP_BATCH) {
    try {
      const list = await getRelationships(api(), ids.slice(i, i + RELATIONSHIP_BATCH))
      useRelationships.getState().setRelationships(list)
    } catch {
      return
    }
  }
}

/**
 * Sends the accounts a file names as an import of `kind` and returns how
 * many there were. The file is read here and sent as one clean account per
 * line, so a Mastodon export with its header and extra columns imports
 * on servers that read only bare lists (Akkoma's blocks and mutes).
 */
export async function importFile(kind: AccountListKind, file: File): Promise<number> {
  if (!isImportFileName(file.name)) throw new ImportFileError('type')
  const handles = parseAccountList(await file.text())
  if (handles.length === 0) throw new ImportFileError('empty')
  const body = new Blob([importFileText(handles)], { type: 'text/csv' })
  await importAccountList(api(), kind, body, file.name)
  void refreshKnownRelationships()
  return handles.length
}

export const exportFileName = (kind: AccountListKind): string => `${kind}.csv`

/** The export file of `kind` for the signed-in account, and how many accounts it lists. */
export async function buildExport(
  kind: AccountListKind,
  selfId: string,
  fallbackHost: string,
  onProgress?: (count: number) => void,
): Promise<{ text: string; count: number }> {
  const accounts = await fetchAccountList(api(), kind, selfId, { onProgress })
  return { text: buildAccountCsv(accounts, fallbackHost), count: accounts.length }
}
