/**
 * The theme part of a settings backup "with theme": the
 * theme in use written as a v2 theme file, and restoring it puts it in use.
 * Loaded only when a backup is made or restored, so the model stays out of
 * the modal's own chunk.
 */
import './messages'
import { exportThemeFile, sourceForChoice } from '../../../theme/model'
import type { ThemeFileProblem } from '../../../theme/types'
import {
  currentThemeChoice,
  loadPresets,
  prefersDarkNow,
  setThemeChoice,
  themeEngineState,
} from './engine'
import { readThemeData } from './themeFile'

/** The theme in use, as the backup carries it. */
export function themeForBackup(): Record<string, unknown> {
  const { choice, presets, instanceDefault } = themeEngineState()
  return exportThemeFile(sourceForChoice(choice, presets, instanceDefault, prefersDarkNow()))
}

/**
 * Puts a backup's theme in use: a theme file becomes the user's own theme; a
 * theme's name (older backups) chooses that preset when it is known.
 * Returns the problem when the theme could not be used.
 */
export async function restoreThemeFromBackup(theme: unknown): Promise<ThemeFileProblem | null> {
  if (typeof theme === 'string') {
    const presets = await loadPresets()
    const preset = presets.find((p) => p.id === theme || p.name === theme)
    if (!preset) return 'not_a_theme'
    setThemeChoice({ kind: 'preset', id: preset.id })
    return null
  }
  const read = readThemeData(theme)
  if (!read.ok) return read.problem
  const choice = currentThemeChoice()
  setThemeChoice({
    kind: 'custom',
    basedOn:
      choice.kind === 'preset' ? choice.id : choice.kind === 'custom' ? choice.basedOn : null,
    source: read.source,
  })
  return null
}
