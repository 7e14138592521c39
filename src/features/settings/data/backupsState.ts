/**
 * The account backups list: loading, loaded or failed; a
 * backup is "not ready" until the server says it is processed, and while
 * one is not ready the list is asked for again. Creating one shows the
 * server's new list or its refusal.
 */
import type { AccountBackup } from '../../../api/endpoints/importExport'

export type BackupStatus = 'ready' | 'not_ready' | 'failed'

export function backupStatus(backup: AccountBackup): BackupStatus {
  if (backup.failed) return 'failed'
  return backup.processed ? 'ready' : 'not_ready'
}

/** A create failure: the server's own reason when it gave one (Akkoma: how long to wait). */
export interface CreateError {
  reason: string | null
}

export interface BackupsState {
  /** `absent`: the server has no backups endpoint (404), so there is nothing to offer. */
  load: 'loading' | 'loaded' | 'error' | 'absent'
  backups: AccountBackup[]
  creating: boolean
  createError: CreateError | null
  /** Counts the server's answers (and failed polls): each one schedules the next poll. */
  answers: number
}

export const initialBackupsState: BackupsState = {
  load: 'loading',
  backups: [],
  creating: false,
  createError: null,
  answers: 0,
}

export type BackupsAction =
  | { type: 'load_start' }
  | { type: 'loaded'; backups: AccountBackup[] }
  | { type: 'load_failed' }
  | { type: 'absent' }
  /** A poll failed: the list shown stays, the next poll tries again. */
  | { type: 'poll_failed' }
  | { type: 'create_start' }
  | { type: 'created'; backups: AccountBackup[] }
  | { type: 'create_failed'; reason: string | null }
  | { type: 'dismiss_error' }

export function backupsReducer(state: BackupsState, action: BackupsAction): BackupsState {
  switch (action.type) {
    case 'load_start':
      return state.load === 'loaded' ? state : { ...state, load: 'loading' }
    case 'loaded':
      return { ...state, load: 'loaded', backups: action.backups, answers: state.answers + 1 }
    case 'load_failed':
      return { ...state, load: 'error' }
    case 'absent':
      return { ...state, load: 'absent' }
    case 'poll_failed':
      return { ...state, answers: state.answers + 1 }
    case 'create_start':
      return { ...state, creating: true, createError: null }
    case 'created':
      return {
        ...state,
        creating: false,
        load: 'loaded',
        backups: action.backups,
        answers: state.answers + 1,
      }
    case 'create_failed':
      // Counted too: a poll the create call cancelled must be rescheduled.
      return {
        ...state,
        creating: false,
        createError: { reason: action.reason },
        answers: state.answers + 1,
      }
    case 'dismiss_error':
      return { ...state, createError: null }
  }
}

/** Ask again while a backup the list shows is still being made. */
export function shouldPoll(state: BackupsState): boolean {
  return state.load === 'loaded' && state.backups.some((b) => backupStatus(b) === 'not_ready')
}
