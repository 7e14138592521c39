import { beforeEach, describe, expect, it } from 'vitest'
import { resetStorageProbe, readJson } from '../../../store/localStore'
import { DEFAULT_PREFERENCES, usePreferences, type Preferences } from '../../../store/preferences'
import {
  backupFileName,
  buildBackup,
  readBackup,
  validateSettingsFile,
  VERSION_MARKER,
} from './backupFile'
import {
  applyPreferences,
  invalid,
  preferencesFromJson,
  preferencesToJson,
  preferenceValue,
} from './preferenceData'

const withMarker = (marker: unknown, rest: Record<string, unknown> = {}) =>
  JSON.stringify({ [VERSION_MARKER]: marker, ...rest })

beforeEach(() => {
  window.localStorage.clear()
  resetStorageProbe()
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES } })
})

describe('the settings file validator', () => {
  it('accepts exactly version 1.0 with the result true and no warning', () => {
    expect(validateSettingsFile({ [VERSION_MARKER]: [1, 0] })).toEqual({
      result: true,
      warning: null,
    })
  })

  it('refuses a file without a version marker array: invalid_file', () => {
    for (const data of [
      {},
      { [VERSION_MARKER]: '1.0' },
      { [VERSION_MARKER]: { major: 1 } },
      { [VERSION_MARKER]: [] },
      { [VERSION_MARKER]: ['1', '0'] },
      [1, 0],
      null,
      42,
    ]) {
      expect(validateSettingsFile(data).result, JSON.stringify(data)).toEqual({
        key: 'invalid_file',
      })
    }
  })

  it('refuses a newer major version: file_too_new with fileMajor and feMajor 1', () => {
    expect(validateSettingsFile({ [VERSION_MARKER]: [2, 0] })).toEqual({
      result: { key: 'file_too_new', args: { fileMajor: 2, feMajor: 1 } },
      warning: null,
    })
  })

  it('refuses an older major version: file_too_old', () => {
    expect(validateSettingsFile({ [VERSION_MARKER]: [0, 9] }).result).toEqual({
      key: 'file_too_old',
      args: { fileMajor: 0, feMajor: 1 },
    })
  })

  it('only warns about a newer minor version (file_slightly_new) and lets the file through', () => {
    expect(validateSettingsFile({ [VERSION_MARKER]: [1, 3] })).toEqual({
      result: true,
      warning: { key: 'file_slightly_new', args: { fileMinor: 3, feMinor: 0 } },
    })
  })
})

describe('reading a backup file', () => {
  it('says invalid_settings_imported when the text is not JSON', () => {
    expect(readBackup('{"_pleroma_settings_version": [1, 0],')).toEqual({
      ok: false,
      messageKey: 'settings_backup.invalid_settings_imported',
      args: {},
    })
  })

  it('names each refusal with its message key and arguments', () => {
    expect(readBackup(withMarker([3, 0]))).toEqual({
      ok: false,
      messageKey: 'settings_backup.errors.file_too_new',
      args: { fileMajor: 3, feMajor: 1 },
    })
    expect(readBackup(withMarker([0, 0]))).toMatchObject({
      ok: false,
      messageKey: 'settings_backup.errors.file_too_old',
    })
    expect(readBackup('{"hidePostStats": true}')).toMatchObject({
      ok: false,
      messageKey: 'settings_backup.errors.invalid_file',
    })
  })

  it('restores a slightly newer file, with its warning', () => {
    const outcome = readBackup(withMarker([1, 1], { hidePostStats: true }))
    expect(outcome).toEqual({
      ok: true,
      preferences: { hidePostStats: true },
      warning: { key: 'file_slightly_new', args: { fileMinor: 1, feMinor: 0 } },
    })
  })
})

describe('writing a backup file', () => {
  it('holds every preference and the version marker [1, 0]', () => {
    const prefs: Preferences = { ...DEFAULT_PREFERENCES, hidePostStats: true, muteWords: ['x'] }
    const data = JSON.parse(buildBackup(prefs)) as Record<string, unknown>
    expect(data[VERSION_MARKER]).toEqual([1, 0])
    expect(data.hidePostStats).toBe(true)
    expect(data.muteWords).toEqual(['x'])
    expect(Object.keys(data).sort()).toEqual(
      [VERSION_MARKER, ...Object.keys(DEFAULT_PREFERENCES)].sort(),
    )
    expect(data.theme).toBeUndefined()
  })

  it('writes "instance default" (undefined) as null, and adds the theme when asked', () => {
    const data = JSON.parse(buildBackup(DEFAULT_PREFERENCES, { theme: 'pleroma-dark' })) as Record<
      string,
      unknown
    >
    expect(data.modalOnBlock).toBeNull()
    expect(data.theme).toBe('pleroma-dark')
  })

  it('names the file after the local date', () => {
    const may = new Date(2024, 4, 1, 23, 30)
    expect(backupFileName(false, may)).toBe('settings-2024-05-01.json')
    expect(backupFileName(true, may)).toBe('settings-with-theme-2024-05-01.json')
  })
})

describe('the restore mapping', () => {
  it('type-checks each value against its default', () => {
    expect(preferenceValue('hidePostStats', true)).toBe(true)
    expect(preferenceValue('hidePostStats', 'yes')).toBe(invalid)
    expect(preferenceValue('maxThumbnails', 4)).toBe(4)
    expect(preferenceValue('maxThumbnails', '4')).toBe(invalid)
    expect(preferenceValue('maxThumbnails', Number.NaN)).toBe(invalid)
    expect(preferenceValue('maxThumbnails', 2.5)).toBe(invalid)
    expect(preferenceValue('maxThumbnails', 0)).toBe(invalid)
    expect(preferenceValue('maxDepthInThread', 1000)).toBe(invalid)
    expect(preferenceValue('muteWords', ['a', 'b'])).toEqual(['a', 'b'])
    expect(preferenceValue('muteWords', ['a', 1])).toBe(invalid)
    expect(preferenceValue('muteWords', 'a')).toBe(invalid)
    expect(preferenceValue('notificationVisibility', { likes: false })).toEqual({ likes: false })
    expect(preferenceValue('notificationVisibility', { likes: 'no' })).toBe(invalid)
    expect(preferenceValue('notificationVisibility', [])).toBe(invalid)
  })

  it('takes only the listed words for choice preferences', () => {
    expect(preferenceValue('conversationDisplay', 'tree')).toBe('tree')
    expect(preferenceValue('conversationDisplay', 'spiral')).toBe(invalid)
    expect(preferenceValue('thirdColumnMode', 'none')).toBe('none')
    expect(preferenceValue('attachmentSize', 'huge')).toBe(invalid)
  })

  it('reads null as "instance default" for confirmations and as "none" for optional text', () => {
    expect(preferenceValue('modalOnBlock', null)).toBeUndefined()
    expect(preferenceValue('modalOnBlock', false)).toBe(false)
    expect(preferenceValue('modalOnBlock', 'no')).toBe(invalid)
    expect(preferenceValue('interfaceLanguage', null)).toBeNull()
    expect(preferenceValue('interfaceLanguage', 'de')).toBe('de')
    expect(preferenceValue('interfaceLanguage', 7)).toBe(invalid)
  })

  it('ignores unknown keys and mistyped values, and keeps what the data lacks', () => {
    expect(
      preferencesFromJson({
        hidePostStats: true,
        streaming: 'on',
        somethingElse: 1,
        theme: 'x',
        [VERSION_MARKER]: [1, 0],
      }),
    ).toEqual({ hidePostStats: true })
  })

  it('gives back exactly what was written', () => {
    const prefs: Preferences = {
      ...DEFAULT_PREFERENCES,
      hidePostStats: true,
      modalOnDelete: false,
      conversationDisplay: 'tree',
      muteWords: ['spoiler'],
      notificationVisibility: { likes: false },
      interfaceLanguage: 'en',
      maxDepthInThread: 3,
    }
    expect(preferencesFromJson(preferencesToJson(prefs))).toEqual(prefs)
  })

  it('applies and persists the differing values at once', () => {
    usePreferences.getState().set('modalOnBlock', true)
    const changed = applyPreferences({
      hidePostStats: true,
      modalOnBlock: undefined,
      streaming: DEFAULT_PREFERENCES.streaming,
    })
    expect(changed.sort()).toEqual(['hidePostStats', 'modalOnBlock'])
    const { prefs } = usePreferences.getState()
    expect(prefs.hidePostStats).toBe(true)
    expect(prefs.modalOnBlock).toBeUndefined()
    const stored = readJson<Record<string, unknown>>('config', {})
    expect(stored.hidePostStats).toBe(true)
    expect('modalOnBlock' in stored).toBe(false)
  })
})
