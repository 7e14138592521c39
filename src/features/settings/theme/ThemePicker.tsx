import { useId } from 'react'
import { useTranslation } from '../../../i18n/react'
import type { ThemeChoice, ThemePreset, ThemeSource } from '../../../theme/types'
import { basePresetId, THEME_PARTS, type KeepFlags } from './editorModel'
import section from '../SettingsSection.module.css'
import { pickedChoice, pickerValue, presetOfValue } from './pickerChoice'
import styles from './ThemeEditor.module.css'
import { M } from './messageKey'

export function usePresetName() {
  const { t } = useTranslation()
  return (preset: ThemePreset) =>
    preset.origin === 'builtin'
      ? t(`${M}.preset.${preset.id}`, { defaultValue: preset.name })
      : preset.name
}

function PresetOptions({ presets }: { presets: readonly ThemePreset[] }) {
  const { t } = useTranslation()
  const name = usePresetName()
  const groups = [
    ['builtin', t(`${M}.builtin_group`)],
    ['instance', t(`${M}.instance_group`)],
  ] as const
  return groups.map(([origin, label]) => {
    const list = presets.filter((p) => p.origin === origin)
    return list.length === 0 ? null : (
      <optgroup key={origin} label={label}>
        {list.map((preset) => (
          <option key={preset.id} value={`preset:${preset.id}`}>
            {name(preset)}
          </option>
        ))}
      </optgroup>
    )
  })
}

export interface PickerProps {
  choice: ThemeChoice
  presets: readonly ThemePreset[]
  source: ThemeSource
  keep: KeepFlags
  prefersDark: boolean
  setChoice: (choice: ThemeChoice) => void
}

export function Picker({ choice, presets, source, keep, prefersDark, setChoice }: PickerProps) {
  const { t } = useTranslation()
  const name = usePresetName()
  const pickerId = useId()
  const lightId = useId()
  const darkId = useId()
  const base = presets.find((p) => p.id === basePresetId(choice))
  const byValue = (value: string) => presetOfValue(presets, value)
  const pick = (value: string) => {
    const picked = pickedChoice(value, presets, source, keep)
    if (picked) setChoice(picked)
  }
  return (
    <>
      <div className={section.row}>
        <label htmlFor={pickerId} className={styles.label}>
          {t(`${M}.picker`)}
        </label>
        <select
          id={pickerId}
          className={section.select}
          value={pickerValue(choice)}
          onChange={(e) => pick(e.target.value)}
        >
          <option value="instance">{t(`${M}.choice_instance`)}</option>
          <option value="system">{t(`${M}.choice_system`)}</option>
          {choice.kind === 'custom' && (
            <option value="custom">
              {base
                ? t(`${M}.choice_custom_based`, { name: name(base) })
                : t(`${M}.choice_custom_instance`)}
            </option>
          )}
          <PresetOptions presets={presets} />
        </select>
      </div>
      {choice.kind === 'system' && (
        <div className={styles.systemPicks}>
          <p className={section.hint}>
            {t(prefersDark ? `${M}.system_now_dark` : `${M}.system_now_light`)}
          </p>
          {(
            [
              ['light', lightId],
              ['dark', darkId],
            ] as const
          ).map(([scheme, id]) => (
            <div key={scheme} className={section.row}>
              <label htmlFor={id} className={styles.label}>
                {t(`${M}.system_${scheme}`)}
              </label>
              <select
                id={id}
                className={section.select}
                value={`preset:${choice[scheme]}`}
                onChange={(e) => {
                  const preset = byValue(e.target.value)
                  if (preset) setChoice({ ...choice, [scheme]: preset.id })
                }}
              >
                <PresetOptions presets={presets} />
              </select>
            </div>
          ))}
        </div>
      )}
    </>
  )
}

export function KeepBoxes({
  keep,
  setKeep,
}: {
  keep: KeepFlags
  setKeep: (keep: KeepFlags) => void
}) {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <fieldset className={styles.keep} aria-describedby={hintId}>
      <legend className={styles.legend}>{t(`${M}.keep_legend`)}</legend>
      <p id={hintId} className={section.hint}>
        {t(`${M}.keep_hint`)}
      </p>
      <div className={styles.keepBoxes}>
        {THEME_PARTS.map((part) => (
          <label key={part} className={styles.check}>
            <input
              type="checkbox"
              checked={keep[part]}
              onChange={(e) => setKeep({ ...keep, [part]: e.target.checked })}
            />
            <span>{t(`${M}.keep_${part}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
