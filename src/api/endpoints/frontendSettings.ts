/**
 * Akkoma's frontend settings profiles: named, versioned copies of
 * a front end's settings kept on the server for the signed-in user.
 * `/api/v1/akkoma/frontend_settings/pleroma-fe[/{profile}]`: GET list,
 * GET one (404 when missing), PUT `{settings, version}` (the version must be
 * exactly the stored one plus one, else 422), DELETE.
 */
import { MalformedResponseError } from '../errors'
import type { ApiClient, RequestOptions } from '../http'
import { isRecord, mapValid, num, numOrNull, str, wire } from '../read'

/** The front end whose profiles these are: Akkoma's own web client's name, so both share them. */
export const FRONTEND_NAME = 'pleroma-fe'

const BASE = `/api/v1/akkoma/frontend_settings/${FRONTEND_NAME}`

export interface SettingsProfileSummary {
  name: string
  version: number
}

export interface SettingsProfile {
  settings: Record<string, unknown>
  version: number
}

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

const path = (profile: string) => `${BASE}/${encodeURIComponent(profile)}`

export function normalizeProfileSummary(raw: unknown): SettingsProfileSummary | null {
  const r = wire<{ name?: unknown; version?: unknown }>(raw)
  const name = str(r.name)
  return name === '' ? null : { name, version: num(r.version) }
}

export async function listSettingsProfiles(
  client: ApiClient,
  options?: CallOptions,
): Promise<SettingsProfileSummary[]> {
  return mapValid(await client.get(BASE, options), normalizeProfileSummary)
}

/** One profile; an ApiError with status 404 when the user has none by that name. */
export async function getSettingsProfile(
  client: ApiClient,
  name: string,
  options?: CallOptions,
): Promise<SettingsProfile> {
  const response = await client.request('GET', path(name), options)
  const r = wire<{ settings?: unknown; version?: unknown }>(response.data)
  const version = numOrNull(r.version)
  if (!isRecord(r.settings) || version === null) {
    throw new MalformedResponseError({
      status: response.status,
      statusText: '',
      body: response.data,
      url: response.url,
      reason: 'a settings profile needs settings and a version',
    })
  }
  return { settings: r.settings, version }
}

/**
 * Stores `settings` as `version` of the profile (creating it when missing).
 * Akkoma answers the stored settings; nothing here needs them back.
 */
export async function putSettingsProfile(
  client: ApiClient,
  name: string,
  profile: SettingsProfile,
  options?: CallOptions,
): Promise<void> {
  await client.put(path(name), {
    ...options,
    json: { settings: profile.settings, version: profile.version },
  })
}

export async function deleteSettingsProfile(
  client: ApiClient,
  name: string,
  options?: CallOptions,
): Promise<void> {
  await client.delete(path(name), options)
}
