/**
 * Account security calls: password and
 * e-mail, OAuth tokens, two-factor (TOTP) and its backup codes, aliases,
 * moving and deleting the account.
 *
 * Akkoma and Pleroma answer a refused change_password, change_email,
 * move_account or delete_account with status 200 and `{"error": "..."}`;
 * only `{"status": "success"}` is success. `expectSuccess` turns such a
 * reply into the ApiError a non-2xx status would give, so screens handle
 * one kind of failure.
 */
import { ApiError } from '../errors'
import type { ApiClient, ApiResponse } from '../http'
import { isRecord, mapValid, str, strArr, strOrNull, wire } from '../read'

function expectSuccess(response: ApiResponse<unknown>): void {
  const error = isRecord(response.data) ? response.data.error : undefined
  if (typeof error === 'string' || isRecord(error)) {
    throw new ApiError({
      status: response.status,
      statusText: '',
      body: response.data,
      url: response.url,
    })
  }
}

async function call(
  client: ApiClient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  json?: Record<string, string>,
): Promise<unknown> {
  const response = await client.request(method, path, json ? { json } : {})
  expectSuccess(response)
  return response.data
}

// ------------------------------------------------------------ e-mail, password

/** The signed-in account's e-mail address (Akkoma: `pleroma.email` of verify_credentials). */
export async function fetchOwnEmail(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<string | null> {
  const me = wire<{ pleroma?: unknown }>(
    await client.get('/api/v1/accounts/verify_credentials', { signal }),
  )
  return strOrNull(wire<{ email?: unknown }>(me.pleroma).email)
}

export async function changeEmail(
  client: ApiClient,
  input: { email: string; password: string },
): Promise<void> {
  await call(client, 'POST', '/api/pleroma/change_email', input)
}

export interface PasswordChange {
  password: string
  newPassword: string
  confirmation: string
}

/**
 * Akkoma's change_password, or GoToSocial's password_change (which takes no
 * confirmation: the form checks it before sending).
 */
export async function changePassword(
  client: ApiClient,
  input: PasswordChange,
  api: 'pleroma' | 'gotosocial',
): Promise<void> {
  if (api === 'gotosocial') {
    await call(client, 'POST', '/api/v1/user/password_change', {
      old_password: input.password,
      new_password: input.newPassword,
    })
    return
  }
  await call(client, 'POST', '/api/pleroma/change_password', {
    password: input.password,
    new_password: input.newPassword,
    new_password_confirmation: input.confirmation,
  })
}

// ------------------------------------------------------------------ tokens

export interface OAuthToken {
  id: string
  appName: string
  /** ISO time, or null when the server gave none. */
  validUntil: string | null
}

export function normalizeOAuthToken(raw: unknown): OAuthToken | null {
  const w = wire<{ id?: unknown; app_name?: unknown; valid_until?: unknown }>(raw)
  const id = typeof w.id === 'number' ? String(w.id) : str(w.id)
  if (id === '') return null
  return { id, appName: str(w.app_name), validUntil: strOrNull(w.valid_until) }
}

export async function fetchOAuthTokens(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<OAuthToken[]> {
  return mapValid(await client.get('/api/oauth_tokens.json', { signal }), normalizeOAuthToken)
}

/** Akkoma answers 201 with an empty body. */
export async function revokeOAuthToken(client: ApiClient, id: string): Promise<void> {
  await client.delete(`/api/oauth_tokens/${encodeURIComponent(id)}`)
}

// -------------------------------------------------------------- two-factor

export interface MfaSettings {
  enabled: boolean
  totp: boolean
}

export async function fetchMfaSettings(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<MfaSettings> {
  const settings = wire<{ enabled?: unknown; totp?: unknown }>(
    wire<{ settings?: unknown }>(await client.get('/api/pleroma/accounts/mfa', { signal }))
      .settings,
  )
  return { enabled: settings.enabled === true, totp: settings.totp === true }
}

export interface TotpSetup {
  /** The base32 secret, for typing into an authenticator by hand. */
  key: string
  /** `otpauth://totp/...`, what the QR code carries. */
  provisioningUri: string
}

/** Starts a set-up: the server keeps the new secret until a code confirms it. */
export async function setupTotp(client: ApiClient): Promise<TotpSetup> {
  const w = wire<{ key?: unknown; provisioning_uri?: unknown }>(
    await call(client, 'GET', '/api/pleroma/accounts/mfa/setup/totp'),
  )
  const key = str(w.key)
  if (key === '') throw new Error('The server sent no TOTP secret')
  return { key, provisioningUri: str(w.provisioning_uri) }
}

export async function confirmTotp(
  client: ApiClient,
  input: { password: string; code: string },
): Promise<void> {
  await call(client, 'POST', '/api/pleroma/accounts/mfa/confirm/totp', input)
}

export async function disableTotp(client: ApiClient, password: string): Promise<void> {
  await call(client, 'DELETE', '/api/pleroma/accounts/mfa/totp', { password })
}

/** New backup codes; the server forgets the old ones. */
export async function generateBackupCodes(client: ApiClient): Promise<string[]> {
  return strArr(
    wire<{ codes?: unknown }>(await call(client, 'GET', '/api/pleroma/accounts/mfa/backup_codes'))
      .codes,
  )
}

// ----------------------------------------------------------------- aliases

export async function fetchAliases(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  return strArr(
    wire<{ aliases?: unknown }>(await client.get('/api/pleroma/aliases', { signal })).aliases,
  )
}

export async function addAlias(client: ApiClient, alias: string): Promise<void> {
  await call(client, 'PUT', '/api/pleroma/aliases', { alias })
}

export async function removeAlias(client: ApiClient, alias: string): Promise<void> {
  await call(client, 'DELETE', '/api/pleroma/aliases', { alias })
}

// ------------------------------------------------------------ move, delete

export async function moveAccount(
  client: ApiClient,
  input: { password: string; targetAccount: string },
): Promise<void> {
  await call(client, 'POST', '/api/pleroma/move_account', {
    password: input.password,
    target_account: input.targetAccount,
  })
}

export async function deleteAccount(client: ApiClient, password: string): Promise<void> {
  await call(client, 'POST', '/api/pleroma/delete_account', { password })
}
