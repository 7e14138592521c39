/**
 * Runs the settings sync machine (syncMachine.ts) for the signed-in member:
 * the profile calls, the upload wait after local changes, polling every
 * SETTINGS_PROFILE_POLL_INTERVAL while sync is on, the notices, and the
 * profile list the Data tab shows. Whether sync is on, the profile and the
 * version last seen are kept in this browser, per user.
 */
import './messages'
import { create } from 'zustand'
import { api } from '../../../api/client'
import {
  deleteSettingsProfile,
  getSettingsProfile,
  listSettingsProfiles,
  putSettingsProfile,
  type SettingsProfileSummary,
} from '../../../api/endpoints/frontendSettings'
import { ApiError, NetworkError } from '../../../api/errors'
import { readableText } from '../../../api/readableError'
import {
  FRONTEND_SETTINGS_MAX_JSON_CHARS,
  SETTINGS_PROFILE_POLL_INTERVAL,
  SETTINGS_SYNC_UPLOAD_DEBOUNCE,
} from '../../../config/constants'
import { translator } from '../../../i18n/i18n'
import { readJson, writeJson } from '../../../store/localStore'
import { pushNotice, useNotices } from '../../../store/notices'
import { hasFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import { registerSessionPiece } from '../../../store/sessionLifecycle'
import { usePreferences, type Preferences } from '../../../store/preferences'
import { reportSaved } from '../saveNotice'
import { applyPreferences, preferencesFromJson, preferencesToJson } from './preferenceData'
import {
  initialSyncState,
  syncTransition,
  type SyncEffect,
  type SyncEvent,
  type SyncState,
} from './syncMachine'

export type ProfileListStatus = 'idle' | 'loading' | 'loaded' | 'error'

interface SettingsSyncStore {
  /** The member whose sync this is; null when signed out. */
  userId: string | null
  sync: SyncState
  profiles: SettingsProfileSummary[]
  listStatus: ProfileListStatus
}

export const useSettingsSync = create<SettingsSyncStore>()(() => ({
  userId: null,
  sync: initialSyncState(),
  profiles: [],
  listStatus: 'idle',
}))

// ------------------------------------------------------------ persistence

interface SavedSync {
  enabled: boolean
  profile: string
  version: number
}

const storageKey = (userId: string) => `settingsSync:${userId}`

function loadSaved(userId: string): Partial<SavedSync> {
  const raw = readJson<Partial<SavedSync>>(storageKey(userId), {})
  return {
    enabled: raw.enabled === true,
    profile: typeof raw.profile === 'string' ? raw.profile : undefined,
    version: typeof raw.version === 'number' ? raw.version : undefined,
  }
}

function save(userId: string, state: SyncState): void {
  const saved: SavedSync = {
    enabled: state.enabled,
    profile: state.profile,
    version: state.version,
  }
  writeJson(storageKey(userId), saved)
}

// ------------------------------------------------------------ the driver

/** The size Akkoma counts: the settings as JSON, in characters. */
export function settingsSize(settings: Record<string, unknown>): number {
  return JSON.stringify(settings).length
}

/** The words the error notice carries: the server's own, else what went wrong. */
export function syncErrorText(e: unknown): string {
  if (e instanceof ApiError) return readableText(e) ?? `${e.status} ${e.statusText}`.trim()
  if (e instanceof NetworkError) return translator.t('settings_sync.network_error')
  return e instanceof Error ? e.message : String(e)
}

let uploadTimer: ReturnType<typeof setTimeout> | null = null
let pollTimer: ReturnType<typeof setInterval> | null = null
let progressNotice: number | null = null
/** Preferences being set from a profile are not local changes to upload. */
let applying = false

function dispatch(event: SyncEvent): void {
  const { sync, userId } = useSettingsSync.getState()
  const step = syncTransition(sync, event)
  if (step.state !== sync) {
    useSettingsSync.setState({ sync: step.state })
    if (
      userId &&
      (step.state.enabled !== sync.enabled ||
        step.state.profile !== sync.profile ||
        step.state.version !== sync.version)
    )
      save(userId, step.state)
  }
  updatePolling()
  for (const effect of step.effects) perform(effect)
}

function perform(effect: SyncEffect): void {
  switch (effect.type) {
    case 'fetch':
      getSettingsProfile(api(), effect.profile).then(
        (profile) => dispatch({ type: 'fetched', run: effect.run, ...profile }),
        (e: unknown) =>
          dispatch(
            e instanceof ApiError && e.status === 404
              ? { type: 'notFound', run: effect.run }
              : { type: 'fetchFailed', run: effect.run, message: syncErrorText(e) },
          ),
      )
      return
    case 'upload': {
      const settings = preferencesToJson(usePreferences.getState().prefs)
      const size = settingsSize(settings)
      if (size > FRONTEND_SETTINGS_MAX_JSON_CHARS) {
        dispatch({
          type: 'uploadTooLarge',
          run: effect.run,
          size,
          limit: FRONTEND_SETTINGS_MAX_JSON_CHARS,
        })
        return
      }
      dispatch({ type: 'uploadStarted', run: effect.run })
      putSettingsProfile(api(), effect.profile, { settings, version: effect.version }).then(
        () => dispatch({ type: 'uploaded', run: effect.run }),
        (e: unknown) =>
          dispatch({ type: 'uploadFailed', run: effect.run, message: syncErrorText(e) }),
      )
      return
    }
    case 'apply':
      applying = true
      try {
        applyPreferences(preferencesFromJson(effect.settings))
      } finally {
        applying = false
      }
      return
    case 'schedule':
      if (uploadTimer) clearTimeout(uploadTimer)
      uploadTimer = setTimeout(() => {
        uploadTimer = null
        dispatch({ type: 'sync', force: false })
      }, SETTINGS_SYNC_UPLOAD_DEBOUNCE)
      return
    case 'notice': {
      const id = pushNotice(effect.key, {
        args: effect.args,
        level: effect.level,
        timeout: effect.timeout,
      })
      if (effect.progress) progressNotice = id
      return
    }
    case 'dismissProgress':
      if (progressNotice !== null) useNotices.getState().dismiss(progressNotice)
      progressNotice = null
      return
    case 'refreshList':
      void loadProfiles()
      return
  }
}

function updatePolling(): void {
  const { userId, sync } = useSettingsSync.getState()
  const wanted = userId !== null && sync.enabled
  if (!wanted && pollTimer) {
    clearInterval(pollTimer)
    pollTimer = null
  } else if (wanted && !pollTimer) {
    pollTimer = setInterval(
      () => dispatch({ type: 'sync', force: false }),
      SETTINGS_PROFILE_POLL_INTERVAL,
    )
  }
}

function changedKeys(now: Preferences, before: Preferences): string[] {
  return (Object.keys(now) as (keyof Preferences)[]).filter((key) => now[key] !== before[key])
}

/** Follows the signed-in member: their saved sync state, a read of their profile at once. */
function follow(userId: string | null): void {
  const previous = useSettingsSync.getState()
  if (previous.userId === userId) return
  if (uploadTimer) clearTimeout(uploadTimer)
  uploadTimer = null
  perform({ type: 'dismissProgress' })
  const usable = userId !== null && hasFeature('frontendSettingsSync')
  // A new run number makes whatever the previous member had under way stale.
  const sync = {
    ...initialSyncState(usable ? loadSaved(userId) : {}),
    run: previous.sync.run + 1,
  }
  useSettingsSync.setState({
    userId: usable ? userId : null,
    sync,
    profiles: [],
    listStatus: 'idle',
  })
  updatePolling()
  // The login sequence reads the followed profile.
  if (usable && sync.enabled) dispatch({ type: 'sync', force: false })
}

/** During a session: the instance (whether its server keeps profiles) and local preference changes. */
function followChanges(): () => void {
  const offSession = useSession.subscribe((session, before) => {
    if (session.instance !== before.instance) follow(session.currentUserId)
  })
  const offPreferences = usePreferences.subscribe((state, before) => {
    if (applying || state.prefs === before.prefs) return
    dispatch({ type: 'localChange', keys: changedKeys(state.prefs, before.prefs) })
  })
  return () => {
    offSession()
    offPreferences()
  }
}

let unfollowChanges: (() => void) | null = null

// The signed-in member's sync: their saved choice, and their profile read at
// once. Loading this module during a session starts it; the settings tab and
// the member services load it where the server keeps profiles.
registerSessionPiece({
  name: 'settingsSync',
  start: ({ user }) => {
    unfollowChanges ??= followChanges()
    follow(user.id)
  },
  clear: () => {
    unfollowChanges?.()
    unfollowChanges = null
    if (uploadTimer) clearTimeout(uploadTimer)
    uploadTimer = null
    follow(null)
  },
})

// ------------------------------------------------------------ user actions

/** Sync on, following `profile` (the current one when omitted). */
export function enableSync(profile?: string): void {
  dispatch({ type: 'enable', profile: profile ?? useSettingsSync.getState().sync.profile })
}

export function disableSync(): void {
  dispatch({ type: 'disable' })
}

export function syncNow(): void {
  dispatch({ type: 'sync', force: true })
}

export async function loadProfiles(): Promise<void> {
  const userId = useSettingsSync.getState().userId
  if (!userId) return
  // A refresh keeps the list on screen: "loading" is for the first read only.
  if (useSettingsSync.getState().listStatus !== 'loaded')
    useSettingsSync.setState({ listStatus: 'loading' })
  try {
    const profiles = await listSettingsProfiles(api())
    if (useSettingsSync.getState().userId === userId)
      useSettingsSync.setState({ profiles, listStatus: 'loaded' })
  } catch (e) {
    console.warn('Could not list the settings profiles', e)
    if (useSettingsSync.getState().userId === userId)
      useSettingsSync.setState({ listStatus: 'error' })
  }
}

export type CreateResult =
  | { ok: true }
  | { ok: false; reason: 'exists' }
  | { ok: false; reason: 'too_large'; size: number; limit: number }
  | { ok: false; reason: 'failed'; message: string }

/**
 * A new profile holding this browser's preferences (version 1), which this
 * browser then follows with sync on.
 */
export async function createProfile(name: string): Promise<CreateResult> {
  const { profiles } = useSettingsSync.getState()
  if (profiles.some((p) => p.name === name)) return { ok: false, reason: 'exists' }
  const settings = preferencesToJson(usePreferences.getState().prefs)
  const size = settingsSize(settings)
  if (size > FRONTEND_SETTINGS_MAX_JSON_CHARS)
    return { ok: false, reason: 'too_large', size, limit: FRONTEND_SETTINGS_MAX_JSON_CHARS }
  try {
    await putSettingsProfile(api(), name, { settings, version: 1 })
  } catch (e) {
    reportSaved(false)
    // Made elsewhere since the list was read: Akkoma wants the next version.
    if (e instanceof ApiError && e.status === 422 && /incremented/.test(e.errorText ?? ''))
      return { ok: false, reason: 'exists' }
    return { ok: false, reason: 'failed', message: syncErrorText(e) }
  }
  reportSaved(true)
  enableSync(name)
  return { ok: true }
}

/** Deletes a profile; the one followed here turns sync off. Throws on failure. */
export async function deleteProfile(name: string): Promise<void> {
  try {
    await deleteSettingsProfile(api(), name)
  } catch (e) {
    // Already gone is what was asked for.
    if (!(e instanceof ApiError && e.status === 404)) {
      reportSaved(false)
      throw e
    }
  }
  reportSaved(true)
  dispatch({ type: 'profileDeleted', profile: name })
  await loadProfiles()
}
