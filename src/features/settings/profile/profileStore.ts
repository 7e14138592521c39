import { create } from 'zustand'
import { api } from '../../../api/client'
import {
  deleteProfileImage,
  fetchOwnProfile,
  updateCredentials,
  type AccountOptionKey,
  type AccountOptions,
  type CredentialsUpdate,
  type OwnProfile,
  type ProfileImage,
} from '../../../api/endpoints/credentials'
import { ApiError } from '../../../api/errors'
import { readableText } from '../../../api/readableError'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { registerSessionPiece } from '../../../store/sessionLifecycle'
import { reportSaved } from '../saveNotice'

/*
 * The Profile tab's state: the owner's profile as the
 * server last answered it. Every save goes through update_credentials and
 * its answer replaces the account in the normalized store, so the user
 * card, the side panel and one's posts show the new name and pictures at
 * once. Options save one at a time and show at once; a refusal puts the old
 * value back and the save notice says so.
 */

export type ProfilePhase = 'idle' | 'loading' | 'ready' | 'error'

interface ProfileState {
  phase: ProfilePhase
  profile: OwnProfile | null
  /** Options whose change is on its way. */
  savingOptions: ReadonlySet<AccountOptionKey>
}

const initial = (): ProfileState => ({ phase: 'idle', profile: null, savingOptions: new Set() })

export const useProfileSettings = create<ProfileState>()(initial)

/** The server's answer becomes the truth everywhere the account shows. */
function applySaved(profile: OwnProfile): void {
  useEntities.getState().ingestAccounts([profile.account])
  useSession.getState().setUser(profile.account)
  useProfileSettings.setState({ profile, phase: 'ready' })
}

export async function loadProfile(): Promise<void> {
  const ownerId = useSession.getState().currentUserId
  useProfileSettings.setState((s) => ({ phase: s.profile ? s.phase : 'loading' }))
  try {
    const profile = await fetchOwnProfile(api())
    if (useSession.getState().currentUserId !== ownerId) return
    applySaved(profile)
  } catch (error) {
    console.warn('Could not load the profile', error)
    if (useSession.getState().currentUserId === ownerId && !useProfileSettings.getState().profile)
      useProfileSettings.setState({ phase: 'error' })
  }
}

export type SaveResult = { ok: true } | { ok: false; message: string }

/** The server's words when it gave any, else the error's own. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return readableText(error) ?? `${error.status} ${error.statusText}`.trim()
  return error instanceof Error ? error.message : String(error)
}

/** Servers without Pleroma's account object get a form (see credentialsBody). */
const asForm = () => !(useProfileSettings.getState().profile?.hasBackground ?? true)

async function save(update: CredentialsUpdate): Promise<SaveResult> {
  try {
    applySaved(await updateCredentials(api(), update, { asForm: asForm() }))
    reportSaved(true)
    return { ok: true }
  } catch (error) {
    console.warn('Could not save the profile', error)
    reportSaved(false)
    return { ok: false, message: errorMessage(error) }
  }
}

/** Name, bio and fields, saved together from the tab's form. */
export function saveAbout(update: Pick<CredentialsUpdate, 'displayName' | 'note' | 'fields'>) {
  return save(update)
}

export type ImageKind = 'avatar' | 'header' | 'background'

/**
 * A new picture, or '' to remove it. Servers without Pleroma's API take no
 * '' for the avatar or banner: those have their own DELETE.
 */
export async function saveImage(kind: ImageKind, image: ProfileImage): Promise<SaveResult> {
  const pleromaLike = useProfileSettings.getState().profile?.hasBackground ?? false
  if (image === '' && !pleromaLike && kind !== 'background') {
    try {
      applySaved(await deleteProfileImage(api(), kind))
      reportSaved(true)
      return { ok: true }
    } catch (error) {
      console.warn('Could not remove the picture', error)
      reportSaved(false)
      return { ok: false, message: errorMessage(error) }
    }
  }
  return save({ [kind]: image })
}

const withKey = (set: ReadonlySet<AccountOptionKey>, key: AccountOptionKey, on: boolean) => {
  const next = new Set(set)
  if (on) next.add(key)
  else next.delete(key)
  return next
}

/** Shows the new value at once and saves it; a refusal puts the old one back. */
export async function saveOption<K extends AccountOptionKey>(
  key: K,
  value: AccountOptions[K],
): Promise<boolean> {
  const { profile, savingOptions } = useProfileSettings.getState()
  if (!profile || savingOptions.has(key)) return false
  const previous = profile.options[key]
  const setValue = (v: AccountOptions[K]) =>
    useProfileSettings.setState((s) => ({
      profile: s.profile && { ...s.profile, options: { ...s.profile.options, [key]: v } },
    }))
  setValue(value)
  useProfileSettings.setState((s) => ({ savingOptions: withKey(s.savingOptions, key, true) }))
  let ok = true
  try {
    const saved = await updateCredentials(
      api(),
      { options: { [key]: value } },
      { asForm: asForm() },
    )
    applySaved(saved)
  } catch (error) {
    console.warn('Could not save the account option', error)
    ok = false
    setValue(previous)
  }
  useProfileSettings.setState((s) => ({ savingOptions: withKey(s.savingOptions, key, false) }))
  reportSaved(ok)
  return ok
}

// The profile form's copy belongs to the account it was read from.
registerSessionPiece({
  name: 'profileSettings',
  clear: () => useProfileSettings.setState(initial()),
})
