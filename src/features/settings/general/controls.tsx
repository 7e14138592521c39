import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import {
  CONFIRMATION_DEFAULTS,
  usePref,
  usePreferences,
  type ConfirmationOption,
  type Preferences,
} from '../../../store/preferences'
import section from '../SettingsSection.module.css'
import {
  CHOICES,
  confirmationChoice,
  confirmationValue,
  NUMBER_BOUNDS,
  parseBoundedInt,
  type BooleanKey,
  type ChoiceKey,
  type ConfirmationChoice,
  type NumberKey,
} from './model'
import styles from './General.module.css'

const M = 'settings_general'

interface RowProps {
  /** An indented sub-option of the one above it. */
  sub?: boolean
  children: ReactNode
  hint?: ReactNode
  hintId: string
}

function Row({ sub, children, hint, hintId }: RowProps) {
  return (
    <div className={[styles.item, sub ? styles.sub : ''].filter(Boolean).join(' ')}>
      <div className={section.row}>{children}</div>
      {hint && (
        <p id={hintId} className={`${section.hint} ${styles.hint}`}>
          {hint}
        </p>
      )}
    </div>
  )
}

interface ControlProps<K> {
  prefKey: K
  sub?: boolean
  hint?: ReactNode
}

export type BooleanSettingProps = ControlProps<BooleanKey> & {
  /** What else a change takes to apply at once. */
  after?: (value: boolean) => void
}

export function BooleanSetting({ prefKey, sub, hint, after }: BooleanSettingProps) {
  const { t } = useTranslation()
  const value = usePref(prefKey)
  const set = usePreferences((s) => s.set)
  const hintId = useId()
  return (
    <Row sub={sub} hint={hint} hintId={hintId}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => {
            set(prefKey, e.target.checked)
            after?.(e.target.checked)
          }}
        />
        <span>{t(`${M}.${prefKey}`)}</span>
      </label>
    </Row>
  )
}

interface SelectRowProps {
  label: string
  value: string
  /** `lang` marks an option written in another language (a language's own name). */
  options: readonly { value: string; label: string; lang?: string }[]
  onChange: (value: string) => void
  sub?: boolean
  hint?: ReactNode
}

/** A labelled select: the shape of every choice of the tab. */
export function SelectRow({ label, value, options, onChange, sub, hint }: SelectRowProps) {
  const id = useId()
  const hintId = useId()
  return (
    <Row sub={sub} hint={hint} hintId={hintId}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={section.select}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </Row>
  )
}

export function ChoiceSetting({ prefKey, sub, hint }: ControlProps<ChoiceKey>) {
  const { t } = useTranslation()
  const value = usePref(prefKey)
  const set = usePreferences((s) => s.set)
  const choices: readonly string[] = CHOICES[prefKey]
  return (
    <SelectRow
      label={t(`${M}.${prefKey}`)}
      value={value}
      sub={sub}
      hint={hint}
      options={choices.map((choice) => ({
        value: choice,
        label: t(`${M}.choice.${prefKey}.${choice}`),
      }))}
      // The select offers only CHOICES[prefKey], the preference's own words.
      onChange={(next) => set(prefKey, next as Preferences[typeof prefKey])}
    />
  )
}

/**
 * A whole number within bounds. What is typed stays as typed; the preference
 * changes only to valid numbers, and anything else is marked invalid with
 * the accepted range.
 */
export function NumberSetting({ prefKey, sub }: ControlProps<NumberKey>) {
  const { t } = useTranslation()
  const value = usePref(prefKey)
  const set = usePreferences((s) => s.set)
  const bounds = NUMBER_BOUNDS[prefKey]
  const [text, setText] = useState<string | null>(null)
  const id = useId()
  const hintId = useId()
  const errorId = useId()
  const shown = text ?? String(value)
  const invalid = parseBoundedInt(shown, bounds) === null
  return (
    <Row sub={sub} hint={t(`${M}.${prefKey}_hint`, bounds)} hintId={hintId}>
      <label htmlFor={id} className={styles.label}>
        {t(`${M}.${prefKey}`)}
      </label>
      <input
        id={id}
        className={section.number}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={shown}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => {
          setText(e.target.value)
          const parsed = parseBoundedInt(e.target.value, bounds)
          if (parsed !== null && parsed !== value) set(prefKey, parsed)
        }}
        // Leaving the field shows the number in effect again.
        onBlur={() => setText(null)}
      />
      {invalid && (
        <span id={errorId} className={styles.error}>
          {t(`${M}.number_invalid`, bounds)}
        </span>
      )}
    </Row>
  )
}

const CONFIRMATION_CHOICES: readonly ConfirmationChoice[] = ['default', 'ask', 'skip']

/** Ask first, don't, or follow the instance (undefined), which the label spells out. */
export function ConfirmationSetting({ prefKey }: { prefKey: ConfirmationOption }) {
  const { t } = useTranslation()
  const value = usePref(prefKey)
  const set = usePreferences((s) => s.set)
  const instanceDefault = CONFIRMATION_DEFAULTS[prefKey] ? 'default_ask' : 'default_skip'
  return (
    <SelectRow
      label={t(`${M}.confirmation.${prefKey}`)}
      value={confirmationChoice(value)}
      options={CONFIRMATION_CHOICES.map((choice) => ({
        value: choice,
        label: t(`${M}.confirmation.${choice === 'default' ? instanceDefault : choice}`),
      }))}
      onChange={(next) => set(prefKey, confirmationValue(next as ConfirmationChoice))}
    />
  )
}
