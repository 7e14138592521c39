/**
 * Pleroma's server-side notification options: read from the
 * signed-in account (`pleroma.notification_settings` of verify_credentials)
 * and changed with PUT /api/pleroma/notification_settings, whose success
 * answer is `{"status": "success"}`.
 */
import { ApiError } from '../errors'
import type { ApiClient } from '../http'
import { isRecord, wire } from '../read'

export interface NotificationSettings {
  /** No notifications from accounts the user does not follow. */
  blockFromStrangers: boolean
  /** Push notifications say that something happened, not what. */
  hideNotificationContents: boolean
}

export type NotificationSettingKey = keyof NotificationSettings

/** Wire names of the settings, as the form and the account carry them. */
export const NOTIFICATION_SETTING_FIELDS: Readonly<Record<NotificationSettingKey, string>> = {
  blockFromStrangers: 'block_from_strangers',
  hideNotificationContents: 'hide_notification_contents',
}

interface WireNotificationSettings {
  block_from_strangers?: unknown
  hide_notification_contents?: unknown
}

/**
 * The settings an account carries, or null when it carries none (Mastodon,
 * GoToSocial, or an account rendered for someone else).
 */
export function normalizeNotificationSettings(account: unknown): NotificationSettings | null {
  const pleroma = wire<{ notification_settings?: unknown }>(
    wire<{ pleroma?: unknown }>(account).pleroma,
  )
  if (!isRecord(pleroma.notification_settings)) return null
  const w = wire<WireNotificationSettings>(pleroma.notification_settings)
  return {
    blockFromStrangers: w.block_from_strangers === true,
    hideNotificationContents: w.hide_notification_contents === true,
  }
}

/** The signed-in account's settings, fresh from verify_credentials. */
export async function fetchNotificationSettings(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<NotificationSettings | null> {
  return normalizeNotificationSettings(
    await client.get('/api/v1/accounts/verify_credentials', { signal }),
  )
}

/**
 * Saves the given settings (the others stay as they are). They go as a JSON
 * body of booleans, and in the query too, where Akkoma's API schema declares
 * them. A 2xx answer carrying `error` is a failure as well.
 */
export async function updateNotificationSettings(
  client: ApiClient,
  changes: Partial<NotificationSettings>,
): Promise<void> {
  const fields: Record<string, boolean> = {}
  for (const [key, value] of Object.entries(changes) as [NotificationSettingKey, boolean][]) {
    fields[NOTIFICATION_SETTING_FIELDS[key]] = value
  }
  const response = await client.request('PUT', '/api/pleroma/notification_settings', {
    query: fields,
    json: fields,
  })
  const error = isRecord(response.data) ? response.data.error : undefined
  if (typeof error === 'string' && error !== '') {
    throw new ApiError({
      status: response.status,
      statusText: '',
      body: response.data,
      url: response.url,
    })
  }
}
