// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  initialSyncState,
  syncTransition,
  type SyncEffect,
  type SyncEvent,
  type SyncState,
} from './syncMachine'

/** Runs events in order, collecting every effect. */
function play(state: SyncState, ...events: SyncEvent[]) {
  const effects: SyncEffect[] = []
  for (const event of events) {
    const step = syncTransition(state, event)
    state = step.state
    effects.push(...step.effects)
  }
  return { state, effects }
}

const types = (effects: SyncEffect[]) => effects.map((e) => e.type)
const notices = (effects: SyncEffect[]) =>
  effects.flatMap((e) => (e.type === 'notice' ? [[e.level, e.key, e.timeout]] : []))

describe('turning sync on', () => {
  it('reads the chosen profile at once and refreshes the list', () => {
    const { state, effects } = play(initialSyncState(), { type: 'enable', profile: 'phone' })
    expect(state).toMatchObject({ enabled: true, profile: 'phone', activity: 'fetching', run: 1 })
    expect(effects).toEqual([{ type: 'refreshList' }, { type: 'fetch', run: 1, profile: 'phone' }])
  })

  it('applies a profile the server has and uploads nothing when nothing changed here', () => {
    const settings = { hidePostStats: true }
    const { state, effects } = play(
      initialSyncState(),
      { type: 'enable', profile: 'default' },
      { type: 'fetched', run: 1, version: 4, settings },
    )
    expect(effects.filter((e) => e.type === 'apply')).toEqual([{ type: 'apply', settings }])
    expect(types(effects)).not.toContain('upload')
    expect(state).toMatchObject({ version: 4, activity: 'idle' })
  })

  it('creates a missing profile (404) as version 1, with a warning notice', () => {
    const { state, effects } = play(
      initialSyncState(),
      { type: 'enable', profile: 'default' },
      { type: 'notFound', run: 1 },
    )
    expect(notices(effects)).toEqual([['warning', 'settings_profile.creating', 5000]])
    expect(effects.at(-1)).toEqual({ type: 'upload', run: 1, profile: 'default', version: 1 })
    expect(state.activity).toBe('uploading')
  })
})

describe('uploading', () => {
  const synced = () =>
    play(
      initialSyncState(),
      { type: 'enable', profile: 'default' },
      { type: 'fetched', run: 1, version: 2, settings: {} },
    ).state

  it('after a local change: waits, reads the profile, then writes the next version', () => {
    const changed = play(synced(), { type: 'localChange', keys: ['hidePostStats'] })
    expect(changed.effects).toEqual([{ type: 'schedule' }])
    const { state, effects } = play(
      changed.state,
      { type: 'sync', force: false },
      { type: 'fetched', run: 2, version: 2, settings: {} },
    )
    expect(types(effects)).toEqual(['fetch', 'upload'])
    expect(effects.at(-1)).toMatchObject({ version: 3 })
    expect(state.sending).toEqual(['hidePostStats'])
  })

  it('increments the version by one on each upload, with info then success notices', () => {
    let state = synced()
    const versions: number[] = []
    for (let i = 0; i < 3; i += 1) {
      const step = play(
        state,
        { type: 'localChange', keys: ['streaming'] },
        { type: 'sync', force: false },
        { type: 'fetched', run: state.run + 1, version: state.version, settings: {} },
        { type: 'uploadStarted', run: state.run + 1 },
        { type: 'uploaded', run: state.run + 1 },
      )
      state = step.state
      versions.push(state.version)
      expect(notices(step.effects)).toEqual([
        ['info', 'settings_profile.synchronizing', 5000],
        ['success', 'settings_profile.synchronized', 2000],
      ])
      expect(types(step.effects)).toContain('dismissProgress')
      expect(types(step.effects)).toContain('refreshList')
    }
    expect(versions).toEqual([3, 4, 5])
    expect(state.dirty).toEqual([])
  })

  it('shows the error for 5 s with the server’s message and keeps the change for later', () => {
    const { state, effects } = play(
      synced(),
      { type: 'localChange', keys: ['streaming'] },
      { type: 'sync', force: false },
      { type: 'fetched', run: 2, version: 2, settings: {} },
      { type: 'uploadStarted', run: 2 },
      { type: 'uploadFailed', run: 2, message: 'must be incremented by 1' },
    )
    expect(notices(effects)).toEqual([
      ['info', 'settings_profile.synchronizing', 5000],
      ['error', 'settings_profile.synchronization_error', 5000],
    ])
    expect(effects.find((e) => e.type === 'notice' && e.level === 'error')).toMatchObject({
      args: { error: 'must be incremented by 1' },
    })
    expect(state).toMatchObject({ version: 2, activity: 'idle', dirty: ['streaming'] })
  })

  it('refuses settings over the size limit without sending them', () => {
    const { state, effects } = play(
      synced(),
      { type: 'sync', force: true },
      { type: 'fetched', run: 2, version: 2, settings: {} },
      { type: 'uploadTooLarge', run: 2, size: 120_000, limit: 100_000 },
    )
    expect(notices(effects)).toEqual([['error', 'settings_sync.too_large', 5000]])
    expect(state).toMatchObject({ activity: 'idle', version: 2 })
  })

  it('keeps a change made during an upload dirty for the next one', () => {
    const { state } = play(
      synced(),
      { type: 'localChange', keys: ['a'] },
      { type: 'sync', force: false },
      { type: 'fetched', run: 2, version: 2, settings: {} },
      { type: 'localChange', keys: ['b'] },
      { type: 'uploaded', run: 2 },
    )
    expect(state.dirty).toEqual(['b'])
    expect(state.version).toBe(3)
  })

  it('"sync now" uploads even when nothing changed here', () => {
    const { effects } = play(
      synced(),
      { type: 'sync', force: true },
      { type: 'fetched', run: 2, version: 2, settings: {} },
    )
    expect(effects.at(-1)).toMatchObject({ type: 'upload', version: 3 })
  })
})

describe('a newer profile on the server', () => {
  it('is applied here, except what changed here, which is uploaded on top', () => {
    const start = play(
      initialSyncState(),
      { type: 'enable', profile: 'default' },
      { type: 'fetched', run: 1, version: 2, settings: {} },
      { type: 'localChange', keys: ['streaming'] },
      { type: 'sync', force: false },
    )
    const { state, effects } = play(start.state, {
      type: 'fetched',
      run: 2,
      version: 5,
      settings: { streaming: false, hidePostStats: true },
    })
    expect(effects[0]).toEqual({ type: 'apply', settings: { hidePostStats: true } })
    expect(effects[1]).toMatchObject({ type: 'upload', version: 6 })
    expect(state.version).toBe(5)
  })

  it('is found by the poll (a plain sync) and applied without an upload', () => {
    const start = play(
      initialSyncState({ enabled: true, profile: 'default', version: 2 }),
      { type: 'sync', force: false },
      { type: 'fetched', run: 1, version: 3, settings: { streaming: true } },
    )
    expect(types(start.effects)).toEqual(['fetch', 'apply'])
    expect(start.state).toMatchObject({ version: 3, activity: 'idle' })
  })
})

describe('runs and queues', () => {
  it('ignores outcomes of an abandoned run (sync turned off, another profile chosen)', () => {
    const on = play(initialSyncState(), { type: 'enable', profile: 'a' })
    const other = play(on.state, { type: 'enable', profile: 'b' })
    expect(other.state).toMatchObject({ profile: 'b', run: 2, version: 0 })
    const late = play(other.state, { type: 'fetched', run: 1, version: 9, settings: { x: 1 } })
    expect(late.effects).toEqual([])
    expect(late.state).toBe(other.state)
    const off = play(other.state, { type: 'disable' }, { type: 'notFound', run: 2 })
    expect(off.effects).toEqual([])
    expect(off.state).toMatchObject({ enabled: false, activity: 'idle' })
  })

  it('takes down the synchronizing notice when an upload is abandoned', () => {
    const uploading = play(
      initialSyncState(),
      { type: 'enable', profile: 'a' },
      { type: 'notFound', run: 1 },
      { type: 'uploadStarted', run: 1 },
    )
    expect(play(uploading.state, { type: 'disable' }).effects).toEqual([
      { type: 'dismissProgress' },
    ])
  })

  it('runs a sync asked for during a cycle right after it', () => {
    const busy = play(
      initialSyncState(),
      { type: 'enable', profile: 'a' },
      { type: 'sync', force: true },
    )
    expect(busy.state.queued).toEqual({ force: true })
    const { state, effects } = play(busy.state, {
      type: 'fetched',
      run: 1,
      version: 1,
      settings: {},
    })
    expect(effects.at(-1)).toEqual({ type: 'fetch', run: 2, profile: 'a' })
    expect(state).toMatchObject({ activity: 'fetching', force: true, queued: null })
  })

  it('does nothing while sync is off', () => {
    const off = initialSyncState()
    expect(syncTransition(off, { type: 'sync', force: true }).effects).toEqual([])
    expect(syncTransition(off, { type: 'localChange', keys: ['a'] }).state.dirty).toEqual([])
  })

  it('turns off when the followed profile is deleted, not for another one', () => {
    const on = initialSyncState({ enabled: true, profile: 'a', version: 3 })
    expect(syncTransition(on, { type: 'profileDeleted', profile: 'b' }).state).toBe(on)
    expect(syncTransition(on, { type: 'profileDeleted', profile: 'a' }).state).toMatchObject({
      enabled: false,
      version: 0,
    })
  })

  it('reports a failed read with the error message and stays idle', () => {
    const { state, effects } = play(
      initialSyncState(),
      { type: 'enable', profile: 'a' },
      { type: 'fetchFailed', run: 1, message: 'Network failure' },
    )
    expect(notices(effects)).toEqual([['error', 'settings_profile.synchronization_error', 5000]])
    expect(state.activity).toBe('idle')
  })
})
