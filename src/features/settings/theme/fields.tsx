import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { contrastLevel } from '../../../theme/model'
import { Button } from '../../../ui/Button'
import { parseBounded, parseHexInput, toHex } from './editorModel'
import section from '../SettingsSection.module.css'
import styles from './ThemeEditor.module.css'

const M = 'settings_theme'

export interface Pair {
  text: string
  background: string
  ratio: number
}

/** Ratio, AA / AAA level and a warning under the threshold. */
export function ContrastBadge({ pair }: { pair: Pair }) {
  const { t } = useTranslation()
  const level = contrastLevel(pair.ratio)
  const ratio = (Math.floor(pair.ratio * 100) / 100).toFixed(2)
  return (
    <span className={styles.contrast}>
      <span>{t(`${M}.contrast_ratio`, { ratio })}</span>
      <span className={[styles.badge, level === 'fail' ? styles.badgeFail : ''].join(' ')}>
        <span aria-hidden="true">{t(`${M}.level_${level}`)}</span>
        <span className="visually-hidden">{t(`${M}.level_${level}_label`)}</span>
      </span>
      {level === 'fail' && <span className={styles.warning}>{t(`${M}.contrast_warning`)}</span>}
    </span>
  )
}

interface ColorFieldProps {
  label: string
  /** The colour in use (generated or given), any CSS colour the model writes. */
  value: string
  onChange: (hex: string) => void
  /** Given explicitly: offers going back to the generated colour. */
  onReset?: () => void
  pairs?: readonly Pair[]
  /** Says which background a pair's badge measures against. */
  pairLabel?: (pair: Pair) => string
}

/** A colour: a picker and the same colour as text, kept in step. */
export function ColorField({ label, value, onChange, onReset, pairs, pairLabel }: ColorFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const hex = toHex(value) ?? '#000000'
  // What is typed, for the colour it was typed at: a new colour from elsewhere replaces it.
  const [typed, setTyped] = useState({ at: hex, text: hex })
  const draft = typed.at === hex ? typed.text : hex
  const invalid = parseHexInput(draft) === null
  return (
    <div className={styles.field}>
      <div className={styles.fieldRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <input
          id={id}
          type="color"
          className={styles.swatch}
          value={hex}
          onChange={(e) => onChange(e.target.value)}
        />
        <input
          type="text"
          className={styles.hex}
          value={draft}
          aria-label={t(`${M}.hex_label`, { name: label })}
          aria-invalid={invalid}
          spellCheck={false}
          onChange={(e) => {
            const parsed = parseHexInput(e.target.value)
            setTyped({ at: parsed ?? hex, text: e.target.value })
            if (parsed) onChange(parsed)
          }}
        />
        {onReset && (
          <Button size="small" variant="ghost" onClick={onReset}>
            {t(`${M}.use_generated`)}
            <span className="visually-hidden">{` (${label})`}</span>
          </Button>
        )}
      </div>
      {pairs && pairs.length > 0 && (
        <ul className={styles.pairs}>
          {pairs.map((pair) => (
            <li key={`${pair.text}/${pair.background}`}>
              {pairLabel && <span className={styles.pairName}>{pairLabel(pair)}</span>}
              <ContrastBadge pair={pair} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

interface NumberFieldProps {
  label: string
  value: number
  min: number
  max: number
  step: number
  onChange: (value: number) => void
  unit?: string
  /** A slider beside the field (opacities). */
  slider?: boolean
}

/** A bounded number; a half-typed value waits until it reads as a number. */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  onChange,
  unit,
  slider,
}: NumberFieldProps) {
  const id = useId()
  // What is typed, for the value it was typed at: a new value from elsewhere replaces it.
  const [typed, setTyped] = useState({ at: value, text: String(value) })
  const draft = typed.at === value ? typed.text : String(value)
  const commit = (text: string) => {
    const parsed = parseBounded(text, min, max)
    setTyped({ at: parsed ?? value, text })
    if (parsed !== null) onChange(parsed)
  }
  return (
    <div className={styles.fieldRow}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {slider && (
        <input
          type="range"
          className={styles.range}
          min={min}
          max={max}
          step={step}
          value={value}
          aria-label={label}
          onChange={(e) => commit(e.target.value)}
        />
      )}
      <input
        id={id}
        type="number"
        className={section.number}
        min={min}
        max={max}
        step={step}
        value={draft}
        onChange={(e) => commit(e.target.value)}
        onBlur={() => setTyped({ at: value, text: String(value) })}
      />
      {unit && <span aria-hidden="true">{unit}</span>}
    </div>
  )
}
