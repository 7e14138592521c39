import { create } from 'zustand'
import {
  fetchNotificationSettings,
  updateNotificationSettings,
  type NotificationSettingKey,
  type NotificationSettings,
} from '../../../api/endpoints/notificationSettings'
import { api } from '../../../api/client'
import { useSession } from '../../../store/session'
import { registerSessionPiece } from '../../../store/sessionLifecycle'
import { reportSaved } from '../saveNotice'

/*
 * Pleroma's server-side notification options: read from the
 * signed-in account when the tab opens, changed one at a time. A change
 * shows at once; when the server refuses it the old value comes back and
 * the save notice says so (reportSaved(false)).
 */

export type ServerSettingsPhase = 'idle' | 'loading' | 'ready' | 'unavailable' | 'error'

interface ServerSettingsState {
  phase: ServerSettingsPhase
  values: NotificationSettings | null
  /** Settings whose change is on its way. */
  saving: ReadonlySet<NotificationSettingKey>
}

const initial = (): ServerSettingsState => ({ phase: 'idle', values: null, saving: new Set() })

export const useServerNotificationSettings = create<ServerSettingsState>()(initial)

export async function loadServerNotificationSettings(): Promise<void> {
  const ownerId = useSession.getState().currentUserId
  useServerNotificationSettings.setState({ phase: 'loading' })
  try {
    const values = await fetchNotificationSettings(api())
    if (useSession.getState().currentUserId !== ownerId) return
    // An account without them (not a Pleroma-like server after all) has nothing to change.
    useServerNotificationSettings.setState({ values, phase: values ? 'ready' : 'unavailable' })
  } catch (error) {
    console.warn('Could not load the notification settings', error)
    if (useSession.getState().currentUserId === ownerId)
      useServerNotificationSettings.setState({ phase: 'error' })
  }
}

const withKey = (
  set: ReadonlySet<NotificationSettingKey>,
  key: NotificationSettingKey,
  on: boolean,
) => {
  const next = new Set(set)
  if (on) next.add(key)
  else next.delete(key)
  return next
}

/** Shows the new value at once and saves it; a refusal puts the old one back. */
export async function setServerNotificationSetting(
  key: NotificationSettingKey,
  value: boolean,
): Promise<boolean> {
  const { values, saving } = useServerNotificationSettings.getState()
  if (!values || saving.has(key)) return false
  const previous = values[key]
  useServerNotificationSettings.setState((s) => ({
    values: s.values && { ...s.values, [key]: value },
    saving: withKey(s.saving, key, true),
  }))
  let ok = true
  try {
    await updateNotificationSettings(api(), { [key]: value })
  } catch (error) {
    console.warn('Could not save the notification settings', error)
    ok = false
  }
  useServerNotificationSettings.setState((s) => ({
    values: ok || !s.values ? s.values : { ...s.values, [key]: previous },
    saving: withKey(s.saving, key, false),
  }))
  reportSaved(ok)
  return ok
}

// The server's notification settings are the signed-in account's.
registerSessionPiece({
  name: 'notificationSettings',
  clear: () => useServerNotificationSettings.setState(initial()),
})
