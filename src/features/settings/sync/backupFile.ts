/**
 * The settings backup file: the preferences as
 * JSON with a version marker `_pleroma_settings_version: [major, minor]`
 * (this client writes 1.0), and the rules a file must pass to be restored.
 */
import { SETTINGS_FILE_VERSION } from '../../../config/constants'
import type { Preferences } from '../../../store/preferences'
import { preferencesFromJson, preferencesToJson } from './preferenceData'

export const VERSION_MARKER = '_pleroma_settings_version'

/** What a backup carries besides the preferences. */
export interface BackupExtras {
  /** "With theme": the theme in use as a v2 theme file (older backups carry a theme's name). */
  theme?: unknown
}

export function buildBackup(prefs: Preferences, extras: BackupExtras = {}): string {
  const data: Record<string, unknown> = {
    [VERSION_MARKER]: [SETTINGS_FILE_VERSION.major, SETTINGS_FILE_VERSION.minor],
    ...preferencesToJson(prefs),
  }
  if (extras.theme !== undefined) data.theme = extras.theme
  return `${JSON.stringify(data, null, 2)}\n`
}

/** `settings-2024-05-01.json`, `settings-with-theme-2024-05-01.json`: local date. */
export function backupFileName(withTheme: boolean, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  return `settings-${withTheme ? 'with-theme-' : ''}${day}.json`
}

/** Why a file is refused; the key is a message of settings_backup.errors. */
export type SettingsFileProblem =
  | { key: 'invalid_file' }
  | { key: 'file_too_new' | 'file_too_old'; args: { fileMajor: number; feMajor: number } }

export interface SettingsFileWarning {
  key: 'file_slightly_new'
  args: { fileMinor: number; feMinor: number }
}

export interface SettingsFileCheck {
  /** Exactly `true` when the file may be restored. */
  result: true | SettingsFileProblem
  /** Said even though the file is restored. */
  warning: SettingsFileWarning | null
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value)

/**
 * The rules: a version marker array is required; a newer or
 * older major version is refused; a newer minor version only warns.
 */
export function validateSettingsFile(data: unknown): SettingsFileCheck {
  const fail = (result: SettingsFileProblem): SettingsFileCheck => ({ result, warning: null })
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return fail({ key: 'invalid_file' })
  const marker: unknown = (data as Record<string, unknown>)[VERSION_MARKER]
  if (!Array.isArray(marker) || !isWholeNumber(marker[0])) return fail({ key: 'invalid_file' })
  const fileMajor = marker[0]
  const fileMinor = isWholeNumber(marker[1]) ? marker[1] : 0
  const feMajor: number = SETTINGS_FILE_VERSION.major
  const feMinor: number = SETTINGS_FILE_VERSION.minor
  if (fileMajor > feMajor) return fail({ key: 'file_too_new', args: { fileMajor, feMajor } })
  if (fileMajor < feMajor) return fail({ key: 'file_too_old', args: { fileMajor, feMajor } })
  return {
    result: true,
    warning:
      fileMinor > feMinor ? { key: 'file_slightly_new', args: { fileMinor, feMinor } } : null,
  }
}

export type RestoreOutcome =
  | {
      ok: true
      preferences: Partial<Preferences>
      warning: SettingsFileWarning | null
      /** The backup's theme as written (absent: a backup without theme). */
      theme: unknown
    }
  | {
      ok: false
      /** A message key of settings_backup. */
      messageKey: string
      args: Record<string, number>
    }

/** A file's text as preferences to restore, or the message saying why not. */
export function readBackup(text: string): RestoreOutcome {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, messageKey: 'settings_backup.invalid_settings_imported', args: {} }
  }
  const check = validateSettingsFile(data)
  if (check.result !== true) {
    const problem = check.result
    return {
      ok: false,
      messageKey: `settings_backup.errors.${problem.key}`,
      args: 'args' in problem ? problem.args : {},
    }
  }
  return {
    ok: true,
    preferences: preferencesFromJson(data as Record<string, unknown>),
    warning: check.warning,
    theme: (data as Record<string, unknown>).theme,
  }
}
