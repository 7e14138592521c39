/**
 * Editing one's own profile: PATCH
 * /api/v1/accounts/update_credentials, which Mastodon, Akkoma and GoToSocial
 * all answer with the updated account rendered for its owner (`source`, and
 * on Akkoma/Pleroma the `pleroma` object with the account options), and
 * Pleroma's mascot (GET/PUT /api/v1/pleroma/mascot).
 *
 * The editable values are read from the owner's rendering, not from the
 * public account: the bio and field values as typed (`source.note`,
 * `source.fields`), and the options each server family reports. An option
 * the reply does not carry is null: that server does not offer it.
 */
import { ApiError, MalformedResponseError } from '../errors'
import type { ApiClient, FormFields } from '../http'
import { normalizeAccount, parseVisibility } from '../normalizers/account'
import { boolOrNull, isRecord, str, strOrNull, wire } from '../read'
import type { Account, Visibility } from '../types'

export interface ProfileField {
  name: string
  value: string
}

/** The account options a server may offer (null: not offered). */
export interface AccountOptions {
  locked: boolean
  bot: boolean
  discoverable: boolean | null
  defaultScope: Visibility
  /** Mark one's media sensitive by default (`source.sensitive`). */
  defaultSensitive: boolean | null
  /** Strip rich text from incoming posts (Pleroma `no_rich_text`). */
  noRichText: boolean | null
  showRole: boolean | null
  permitFollowback: boolean | null
  allowFollowingMove: boolean | null
  hideFavorites: boolean | null
  hideFollowers: boolean | null
  hideFollows: boolean | null
  hideFollowersCount: boolean | null
  hideFollowsCount: boolean | null
}

export type AccountOptionKey = keyof AccountOptions

/** Everything the Profile tab edits, as the owner's rendering carries it. */
export interface OwnProfile {
  account: Account
  displayName: string
  /** The bio as typed (plain text with mentions), not the rendered HTML. */
  note: string
  fields: ProfileField[]
  avatar: string
  header: string
  /** Pleroma's page background; null when the server has none to offer. */
  background: string | null
  /** Whether the server renders a background at all (Pleroma's `pleroma` object). */
  hasBackground: boolean
  options: AccountOptions
}

interface WireOwnAccount {
  display_name?: unknown
  username?: unknown
  note?: unknown
  fields?: unknown
  locked?: unknown
  bot?: unknown
  discoverable?: unknown
  source?: unknown
  pleroma?: unknown
  akkoma?: unknown
}

interface WireSource {
  note?: unknown
  fields?: unknown
  privacy?: unknown
  sensitive?: unknown
  pleroma?: unknown
}

function fieldsOf(raw: unknown): ProfileField[] | null {
  if (!Array.isArray(raw)) return null
  const list: unknown[] = raw
  return list.filter(isRecord).map((f) => ({ name: str(f.name), value: str(f.value) }))
}

/** The owner's rendering of their account, as update_credentials and verify_credentials answer. */
export function normalizeOwnProfile(raw: unknown): OwnProfile {
  const account = normalizeAccount(raw)
  const w = wire<WireOwnAccount>(raw)
  const source = wire<WireSource>(w.source)
  const sourcePleroma = wire<Record<string, unknown>>(source.pleroma)
  const pleroma = wire<Record<string, unknown>>(w.pleroma)
  const akkoma = wire<Record<string, unknown>>(w.akkoma)
  const pleromaObject = isRecord(w.pleroma)
  // A field of the public rendering is HTML: only a missing source falls back to it.
  const fields =
    fieldsOf(source.fields) ?? account.fields.map(({ name, value }) => ({ name, value }))
  return {
    account,
    displayName: str(w.display_name),
    note: typeof source.note === 'string' ? source.note : account.source_note,
    fields,
    avatar: account.avatar,
    header: account.header,
    background: strOrNull(pleroma.background_image),
    hasBackground: pleromaObject,
    options: {
      locked: account.locked,
      bot: account.bot,
      discoverable: boolOrNull(w.discoverable) ?? boolOrNull(sourcePleroma.discoverable),
      defaultScope: parseVisibility(source.privacy),
      defaultSensitive: boolOrNull(source.sensitive),
      noRichText: boolOrNull(sourcePleroma.no_rich_text),
      showRole: boolOrNull(sourcePleroma.show_role),
      permitFollowback: boolOrNull(akkoma.permit_followback),
      allowFollowingMove: boolOrNull(pleroma.allow_following_move),
      hideFavorites: boolOrNull(pleroma.hide_favorites),
      hideFollowers: boolOrNull(pleroma.hide_followers),
      hideFollows: boolOrNull(pleroma.hide_follows),
      hideFollowersCount: boolOrNull(pleroma.hide_followers_count),
      hideFollowsCount: boolOrNull(pleroma.hide_follows_count),
    },
  }
}

export async function fetchOwnProfile(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<OwnProfile> {
  return normalizeOwnProfile(await client.get('/api/v1/accounts/verify_credentials', { signal }))
}

/** A profile image: a new file, or '' to remove the current one. */
export type ProfileImage = Blob | ''

export interface CredentialsUpdate {
  displayName?: string
  note?: string
  fields?: readonly ProfileField[]
  avatar?: ProfileImage
  header?: ProfileImage
  background?: ProfileImage
  options?: Partial<AccountOptions>
}

/** Wire names of the options (update_credentials parameters; `source` is nested). */
const OPTION_PARAMS: Readonly<Record<AccountOptionKey, string>> = {
  locked: 'locked',
  bot: 'bot',
  discoverable: 'discoverable',
  defaultScope: 'privacy',
  defaultSensitive: 'sensitive',
  noRichText: 'no_rich_text',
  showRole: 'show_role',
  permitFollowback: 'permit_followback',
  allowFollowingMove: 'allow_following_move',
  hideFavorites: 'hide_favorites',
  hideFollowers: 'hide_followers',
  hideFollows: 'hide_follows',
  hideFollowersCount: 'hide_followers_count',
  hideFollowsCount: 'hide_follows_count',
}

const IN_SOURCE: ReadonlySet<AccountOptionKey> = new Set(['defaultScope', 'defaultSensitive'])

const IMAGE_PARAMS = [
  ['avatar', 'avatar'],
  ['header', 'header'],
  ['background', 'pleroma_background_image'],
] as const

type JsonBody = Record<string, string | boolean | ProfileField[] | Record<string, string | boolean>>

/** The update as update_credentials parameters, files aside. */
export function credentialsParams(update: CredentialsUpdate): JsonBody {
  const body: JsonBody = {}
  if (update.displayName !== undefined) body.display_name = update.displayName
  if (update.note !== undefined) body.note = update.note
  if (update.fields !== undefined) body.fields_attributes = update.fields.map((f) => ({ ...f }))
  for (const [key, param] of IMAGE_PARAMS) if (update[key] === '') body[param] = ''
  const source: Record<string, string | boolean> = {}
  for (const [key, value] of Object.entries(update.options ?? {}) as [
    AccountOptionKey,
    AccountOptions[AccountOptionKey] | undefined,
  ][]) {
    if (value === undefined || value === null) continue
    if (IN_SOURCE.has(key)) source[OPTION_PARAMS[key]] = value
    else body[OPTION_PARAMS[key]] = value
  }
  if (Object.keys(source).length > 0) body.source = source
  return body
}

/**
 * Files go as multipart in the bracket convention every server parses
 * (`fields_attributes[0][name]`, `source[privacy]`), and so does everything
 * with `asForm` (Mastodon documents a form; GoToSocial reads the fields only
 * from one). Otherwise JSON, as Pleroma's own front end sends it. A form
 * cannot carry an empty list: one empty field, which servers drop, clears
 * the fields there.
 */
export function credentialsBody(
  update: CredentialsUpdate,
  asForm = false,
): { json: JsonBody } | { multipart: FormData } {
  const params = credentialsParams(update)
  const files = IMAGE_PARAMS.filter(([key]) => update[key] instanceof Blob)
  if (files.length === 0 && !asForm) return { json: params }
  const data = new FormData()
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value) && value.length === 0) {
      data.append(`${key}[0][name]`, '')
      data.append(`${key}[0][value]`, '')
    } else if (Array.isArray(value)) {
      value.forEach((field, index) => {
        data.append(`${key}[${index}][name]`, field.name)
        data.append(`${key}[${index}][value]`, field.value)
      })
    } else if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value))
        data.append(`${key}[${sub}]`, String(subValue))
    } else data.append(key, String(value))
  }
  for (const [key, param] of files) {
    const file = update[key] as Blob
    data.append(param, file, file instanceof File ? file.name : `${param}.png`)
  }
  return { multipart: data }
}

/**
 * Saves the changes and answers the updated profile. A 2xx reply that
 * carries `error` (older Pleroma for image failures) fails like an error
 * status (a profile image update throws on an error field).
 */
export async function updateCredentials(
  client: ApiClient,
  update: CredentialsUpdate,
  options: { asForm?: boolean } = {},
): Promise<OwnProfile> {
  const response = await client.request('PATCH', '/api/v1/accounts/update_credentials', {
    ...credentialsBody(update, options.asForm),
  })
  const body = response.data
  if (isRecord(body) && typeof body.error === 'string' && body.error !== '') {
    throw new ApiError({ status: response.status, statusText: '', body, url: response.url })
  }
  if (!isRecord(body)) {
    throw new MalformedResponseError({
      status: response.status,
      statusText: '',
      body,
      url: response.url,
      reason: 'expected an account',
    })
  }
  return normalizeOwnProfile(body)
}

/**
 * Removes the avatar or banner where update_credentials takes no '' for it
 * (Mastodon 4.2+ and GoToSocial: DELETE /api/v1/profile/{avatar|header}).
 */
export async function deleteProfileImage(
  client: ApiClient,
  which: 'avatar' | 'header',
): Promise<OwnProfile> {
  return normalizeOwnProfile(await client.delete(`/api/v1/profile/${which}`))
}

export interface Mascot {
  url: string
  mimeType: string
}

function normalizeMascot(raw: unknown): Mascot {
  const w = wire<{ url?: unknown; pleroma?: unknown }>(raw)
  const url = str(w.url)
  if (url === '')
    throw new MalformedResponseError({
      status: 200,
      statusText: '',
      body: raw,
      url: '/api/v1/pleroma/mascot',
      reason: 'expected a mascot with a url',
    })
  return { url, mimeType: str(wire<{ mime_type?: unknown }>(w.pleroma).mime_type) }
}

/** The mascot Pleroma's front end shows beside the post form (the instance's default until set). */
export async function fetchMascot(client: ApiClient, signal?: AbortSignal): Promise<Mascot> {
  return normalizeMascot(await client.get('/api/v1/pleroma/mascot', { signal }))
}

export async function updateMascot(client: ApiClient, file: Blob): Promise<Mascot> {
  const fields: FormFields = { file }
  return normalizeMascot(await client.put('/api/v1/pleroma/mascot', { multipart: fields }))
}
