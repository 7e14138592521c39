// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AccountBackup } from '../../../api/endpoints/importExport'
import {
  backupStatus,
  backupsReducer,
  initialBackupsState,
  shouldPoll,
  type BackupsState,
} from './backupsState'

const backup = (id: string, over: Partial<AccountBackup> = {}): AccountBackup => ({
  id,
  url: `https://x.example/media/backups/${id}.zip`,
  contentType: 'application/zip',
  fileSize: 100,
  processed: true,
  failed: false,
  createdAt: '2024-03-01T12:00:00.000Z',
  ...over,
})

const run = (...actions: Parameters<typeof backupsReducer>[1][]): BackupsState =>
  actions.reduce(backupsReducer, initialBackupsState)

describe('backup status', () => {
  it('is not ready until the server says processed, and failed when it gave up', () => {
    expect(backupStatus(backup('a', { processed: false, fileSize: 0 }))).toBe('not_ready')
    expect(backupStatus(backup('a'))).toBe('ready')
    expect(backupStatus(backup('a', { failed: true }))).toBe('failed')
  })
})

describe('backups list', () => {
  it('loads, and polls only while a backup is not ready', () => {
    expect(initialBackupsState.load).toBe('loading')
    expect(shouldPoll(initialBackupsState)).toBe(false)
    const ready = run({ type: 'loaded', backups: [backup('a')] })
    expect(ready.load).toBe('loaded')
    expect(shouldPoll(ready)).toBe(false)
    const pending = run({
      type: 'loaded',
      backups: [backup('b', { processed: false }), backup('a')],
    })
    expect(shouldPoll(pending)).toBe(true)
    // A failed backup will never be ready: no polling for it.
    expect(shouldPoll(run({ type: 'loaded', backups: [backup('c', { failed: true })] }))).toBe(
      false,
    )
  })

  it('keeps what it shows when a poll fails, and counts the answer so polling goes on', () => {
    const pending = run({ type: 'loaded', backups: [backup('b', { processed: false })] })
    const afterFailure = backupsReducer(pending, { type: 'poll_failed' })
    expect(afterFailure.backups).toBe(pending.backups)
    expect(afterFailure.answers).toBe(pending.answers + 1)
    expect(shouldPoll(afterFailure)).toBe(true)
    // Reloading a shown list does not blank it.
    expect(backupsReducer(pending, { type: 'load_start' }).load).toBe('loaded')
  })

  it('knows when the server has no backups at all', () => {
    const absent = run({ type: 'absent' })
    expect(absent.load).toBe('absent')
    expect(shouldPoll(absent)).toBe(false)
  })

  it('shows a failed first load, and loading again on retry', () => {
    const failed = run({ type: 'load_failed' })
    expect(failed.load).toBe('error')
    expect(backupsReducer(failed, { type: 'load_start' }).load).toBe('loading')
  })

  it('creates: busy, then the server’s new list, which starts polling', () => {
    const busy = run({ type: 'loaded', backups: [] }, { type: 'create_start' })
    expect(busy.creating).toBe(true)
    const created = backupsReducer(busy, {
      type: 'created',
      backups: [backup('n', { processed: false })],
    })
    expect(created).toMatchObject({ creating: false, createError: null, load: 'loaded' })
    expect(shouldPoll(created)).toBe(true)
  })

  it('keeps the server’s reason for a refused backup until dismissed or tried again', () => {
    const refused = run(
      { type: 'loaded', backups: [backup('a')] },
      { type: 'create_start' },
      { type: 'create_failed', reason: 'Last export was less than 7 days ago' },
    )
    expect(refused.creating).toBe(false)
    expect(refused.createError).toEqual({ reason: 'Last export was less than 7 days ago' })
    expect(refused.backups).toHaveLength(1)
    expect(backupsReducer(refused, { type: 'dismiss_error' }).createError).toBeNull()
    expect(backupsReducer(refused, { type: 'create_start' }).createError).toBeNull()
  })
})
