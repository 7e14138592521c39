/**
 * Settings sync with a server profile, as a pure
 * machine: events in, the next state and the effects to run out. The driver
 * (syncService.ts) does the calls, timers and notices the effects name and
 * feeds their outcome back as events.
 *
 * One sync cycle: read the profile; if its version differs from the one
 * this browser last saw, apply its settings here (except preferences changed
 * here since, which win); then, when something changed here (or the user
 * asked for a sync), upload every preference as the next version (the
 * version goes up by exactly one on each upload). An upload shows an info
 * notice (5 s) and then success (2 s) or the error (5 s). A profile the
 * server does not have (404) is created, with a warning notice.
 *
 * Every cycle has a run number; outcomes of an abandoned run (sync turned
 * off, another profile chosen) are ignored.
 */
import { NOTICE_TIMEOUT, SAVE_NOTICE_TIMEOUT } from '../../../config/constants'
import type { NoticeLevel } from '../../../store/notices'

export type SyncActivity = 'idle' | 'fetching' | 'uploading'

export interface SyncState {
  enabled: boolean
  /** The profile this browser follows. */
  profile: string
  /** The profile's version as last read from or written to the server; 0 before any. */
  version: number
  activity: SyncActivity
  /** The current cycle; outcomes of other runs are stale. */
  run: number
  /** Preferences changed here since they were last uploaded. */
  dirty: readonly string[]
  /** The dirty preferences the running upload carries. */
  sending: readonly string[]
  /** The version the running upload writes. */
  uploading: number | null
  /** The running cycle uploads even when nothing changed here ("sync now"). */
  force: boolean
  /** Another cycle asked for while one ran (forced or not), or null. */
  queued: { force: boolean } | null
}

export type SyncEvent =
  | { type: 'enable'; profile: string }
  | { type: 'disable' }
  | { type: 'localChange'; keys: readonly string[] }
  /** Poll, debounced local changes (force false) or "sync now" (force true). */
  | { type: 'sync'; force: boolean }
  | { type: 'fetched'; run: number; version: number; settings: Record<string, unknown> }
  | { type: 'notFound'; run: number }
  | { type: 'fetchFailed'; run: number; message: string }
  | { type: 'uploadStarted'; run: number }
  | { type: 'uploadTooLarge'; run: number; size: number; limit: number }
  | { type: 'uploaded'; run: number }
  | { type: 'uploadFailed'; run: number; message: string }
  | { type: 'profileDeleted'; profile: string }

export interface NoticeEffect {
  type: 'notice'
  level: NoticeLevel
  key: string
  args: Record<string, string | number>
  timeout: number
  /** The "synchronizing" notice, taken down when the upload ends. */
  progress?: true
}

export type SyncEffect =
  | { type: 'fetch'; run: number; profile: string }
  | { type: 'upload'; run: number; profile: string; version: number }
  /** Apply these settings (a profile's, less what changed here) to the preferences. */
  | { type: 'apply'; settings: Record<string, unknown> }
  /** Start (or restart) the short wait before local changes are uploaded. */
  | { type: 'schedule' }
  | NoticeEffect
  | { type: 'dismissProgress' }
  /** The profile list shows versions: read it again. */
  | { type: 'refreshList' }

export interface SyncStep {
  state: SyncState
  effects: SyncEffect[]
}

export const DEFAULT_PROFILE = 'default'

export function initialSyncState(
  saved: Partial<Pick<SyncState, 'enabled' | 'profile' | 'version'>> = {},
): SyncState {
  return {
    enabled: saved.enabled ?? false,
    profile: saved.profile || DEFAULT_PROFILE,
    version: saved.version ?? 0,
    activity: 'idle',
    run: 0,
    dirty: [],
    sending: [],
    uploading: null,
    force: false,
    queued: null,
  }
}

const notice = (
  level: NoticeLevel,
  key: string,
  args: Record<string, string | number>,
  timeout: number,
): NoticeEffect => ({ type: 'notice', level, key, args, timeout })

const without = (
  settings: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => !keys.includes(key)))

/** A new cycle: read the profile. */
function startCycle(state: SyncState, force: boolean, effects: SyncEffect[] = []): SyncStep {
  const run = state.run + 1
  return {
    state: {
      ...state,
      activity: 'fetching',
      run,
      force,
      queued: null,
      sending: [],
      uploading: null,
    },
    effects: [...effects, { type: 'fetch', run, profile: state.profile }],
  }
}

/** The cycle ends; a cycle asked for meanwhile starts now. */
function endCycle(state: SyncState, effects: SyncEffect[]): SyncStep {
  const idle: SyncState = { ...state, activity: 'idle', sending: [], uploading: null, force: false }
  if (state.queued) return startCycle(idle, state.queued.force, effects)
  return { state: idle, effects }
}

function upload(state: SyncState, version: number, effects: SyncEffect[]): SyncStep {
  return {
    state: { ...state, activity: 'uploading', sending: [...state.dirty], uploading: version },
    effects: [...effects, { type: 'upload', run: state.run, profile: state.profile, version }],
  }
}

/**
 * Leaves a running cycle: its outcomes become stale (a new run number, here
 * or from the cycle started next).
 */
function abandon(state: SyncState, nextRun = state.run + 1): SyncStep {
  return {
    state: {
      ...state,
      activity: 'idle',
      run: nextRun,
      sending: [],
      uploading: null,
      force: false,
      queued: null,
    },
    effects: state.activity === 'uploading' ? [{ type: 'dismissProgress' }] : [],
  }
}

const failure = (message: string) =>
  notice('error', 'settings_profile.synchronization_error', { error: message }, NOTICE_TIMEOUT)

export function syncTransition(state: SyncState, event: SyncEvent): SyncStep {
  const stale = 'run' in event && event.run !== state.run
  if (stale) return { state, effects: [] }

  switch (event.type) {
    case 'enable': {
      const left = abandon(state, state.run)
      // Another profile (or sync turned on again): what the server holds counts.
      const fresh = !state.enabled || event.profile !== state.profile
      const next: SyncState = fresh
        ? { ...left.state, enabled: true, profile: event.profile, version: 0, dirty: [] }
        : { ...left.state, enabled: true }
      return startCycle(next, false, [...left.effects, { type: 'refreshList' }])
    }
    case 'disable': {
      const left = abandon(state)
      return { state: { ...left.state, enabled: false, dirty: [] }, effects: left.effects }
    }
    case 'localChange': {
      if (!state.enabled || event.keys.length === 0) return { state, effects: [] }
      const dirty = [...new Set([...state.dirty, ...event.keys])]
      return { state: { ...state, dirty }, effects: [{ type: 'schedule' }] }
    }
    case 'sync': {
      if (!state.enabled) return { state, effects: [] }
      if (state.activity !== 'idle') {
        const force = (state.queued?.force ?? false) || event.force
        return { state: { ...state, queued: { force } }, effects: [] }
      }
      return startCycle(state, event.force)
    }
    case 'fetched': {
      if (state.activity !== 'fetching') return { state, effects: [] }
      const effects: SyncEffect[] = []
      if (event.version !== state.version)
        effects.push({ type: 'apply', settings: without(event.settings, state.dirty) })
      const next: SyncState = { ...state, version: event.version }
      if (state.dirty.length > 0 || state.force) return upload(next, event.version + 1, effects)
      return endCycle(next, effects)
    }
    case 'notFound': {
      if (state.activity !== 'fetching') return { state, effects: [] }
      return upload(state, state.version + 1, [
        notice('warning', 'settings_profile.creating', { profile: state.profile }, NOTICE_TIMEOUT),
      ])
    }
    case 'fetchFailed': {
      if (state.activity !== 'fetching') return { state, effects: [] }
      return endCycle({ ...state, queued: null }, [failure(event.message)])
    }
    case 'uploadStarted': {
      if (state.activity !== 'uploading') return { state, effects: [] }
      return {
        state,
        effects: [
          {
            ...notice(
              'info',
              'settings_profile.synchronizing',
              { profile: state.profile },
              NOTICE_TIMEOUT,
            ),
            progress: true,
          },
        ],
      }
    }
    case 'uploadTooLarge': {
      if (state.activity !== 'uploading') return { state, effects: [] }
      return endCycle({ ...state, queued: null }, [
        notice(
          'error',
          'settings_sync.too_large',
          { size: event.size, limit: event.limit },
          NOTICE_TIMEOUT,
        ),
      ])
    }
    case 'uploaded': {
      if (state.activity !== 'uploading' || state.uploading === null) return { state, effects: [] }
      const next: SyncState = {
        ...state,
        version: state.uploading,
        dirty: state.dirty.filter((key) => !state.sending.includes(key)),
      }
      return endCycle(next, [
        { type: 'dismissProgress' },
        notice(
          'success',
          'settings_profile.synchronized',
          { profile: state.profile },
          SAVE_NOTICE_TIMEOUT,
        ),
        { type: 'refreshList' },
      ])
    }
    case 'uploadFailed': {
      if (state.activity !== 'uploading') return { state, effects: [] }
      return endCycle({ ...state, queued: null }, [
        { type: 'dismissProgress' },
        failure(event.message),
      ])
    }
    case 'profileDeleted': {
      if (event.profile !== state.profile) return { state, effects: [] }
      const left = abandon(state)
      return {
        state: { ...left.state, enabled: false, version: 0, dirty: [] },
        effects: left.effects,
      }
    }
  }
}
