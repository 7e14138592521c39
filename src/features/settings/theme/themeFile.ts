/**
 * Theme files: the theme in use written as a v2 file, and a
 * chosen file read back, refused with the reason the model gives.
 */
import { exportThemeFile, parseThemeFile } from '../../../theme/model'
import { ThemeFileError, type ThemeFileProblem, type ThemeSource } from '../../../theme/types'

export type ThemeFileRead =
  { ok: true; source: ThemeSource } | { ok: false; problem: ThemeFileProblem }

export function themeFileText(source: ThemeSource): string {
  return `${JSON.stringify(exportThemeFile(source), null, 2)}\n`
}

/** A file's text as a theme source, or the problem that refuses it. */
export function readThemeText(text: string): ThemeFileRead {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'not_json' }
  }
  return readThemeData(data)
}

/** Parsed JSON (e.g. the theme part of a settings backup) as a theme source. */
export function readThemeData(data: unknown): ThemeFileRead {
  try {
    return { ok: true, source: parseThemeFile(data) }
  } catch (error) {
    if (error instanceof ThemeFileError) return { ok: false, problem: error.problem }
    // A file the model could not even walk through is no theme it can use.
    return { ok: false, problem: 'not_a_theme' }
  }
}
