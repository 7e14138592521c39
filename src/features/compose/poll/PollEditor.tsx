import { useEffect, useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import type { PollLimits } from '../../../api/types'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import {
  addOption,
  canAddOption,
  canRemoveOption,
  clampExpiry,
  expiryRange,
  expiryUnits,
  removeOption,
  setExpiryUnit,
  setOption,
} from './pollRules'
import type { ExpiryUnit, PollDraft } from './pollRules'
import styles from './PollEditor.module.css'
import './messages'

export interface PollEditorProps {
  value: PollDraft
  onChange(next: PollDraft): void
  limits: PollLimits
  disabled?: boolean
}

/**
 * The poll part of the post form: options (2 up to the instance maximum,
 * each up to its character limit), single or multiple choice, and how long
 * the poll runs in the units the maximum allows, clamped to the limits.
 */
export function PollEditor({ value, onChange, limits, disabled = false }: PollEditorProps) {
  const { t } = useTranslation()
  const ids = { amount: useId(), unit: useId(), multiple: useId(), option: useId() }
  const box = useRef<HTMLFieldSetElement>(null)
  // Index of the option input to focus once it is rendered (after add, remove or Enter).
  const focusIndex = useRef<number | null>(null)
  // The amount as typed; null when not being edited (then the draft's value shows).
  const [amountText, setAmountText] = useState<string | null>(null)

  const units = expiryUnits(limits)
  const range = expiryRange(limits, value.expiryUnit)
  const canAdd = canAddOption(value, limits)
  const canRemove = canRemoveOption(value)

  useEffect(() => {
    const index = focusIndex.current
    if (index === null) return
    focusIndex.current = null
    box.current?.querySelectorAll<HTMLInputElement>('input[data-poll-option]')[index]?.focus()
  }, [value.options.length])

  const focusOption = (index: number) => {
    const inputs = box.current?.querySelectorAll<HTMLInputElement>('input[data-poll-option]')
    inputs?.[index]?.focus()
  }

  const add = () => {
    if (!canAdd) return
    focusIndex.current = value.options.length
    onChange(addOption(value, limits))
  }

  const remove = (index: number) => {
    focusIndex.current = Math.max(0, index - 1)
    onChange(removeOption(value, index))
  }

  const onOptionKeyDown = (e: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (e.key !== 'Enter' || e.ctrlKey || e.metaKey) return
    // Enter moves on to the next option (adding one at the end) instead of posting.
    e.preventDefault()
    if (index < value.options.length - 1) focusOption(index + 1)
    else add()
  }

  const commitAmount = (text: string) => {
    const amount = Number.parseInt(text, 10)
    onChange({ ...value, expiryAmount: clampExpiry(amount, value.expiryUnit, limits) })
  }

  return (
    <fieldset ref={box} className={styles.poll} disabled={disabled}>
      <legend className="visually-hidden">{t('polls.editor_label')}</legend>
      <ol className={styles.options}>
        {value.options.map((option, index) => {
          const label = t('polls.option', { index: index + 1 })
          const id = `${ids.option}-${index}`
          return (
            <li key={index} className={styles.option}>
              <label htmlFor={id} className="visually-hidden">
                {label}
              </label>
              <input
                id={id}
                data-poll-option
                className={styles.input}
                value={option}
                placeholder={label}
                maxLength={limits.max_option_chars}
                disabled={disabled}
                onChange={(e) => onChange(setOption(value, index, e.target.value))}
                onKeyDown={(e) => onOptionKeyDown(e, index)}
              />
              {canRemove && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('polls.remove_option', { index: index + 1 })}
                  title={t('polls.remove_option', { index: index + 1 })}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={2} />
                  </svg>
                </Button>
              )}
            </li>
          )
        })}
      </ol>
      <div className={styles.row}>
        <Button size="small" onClick={add} disabled={disabled || !canAdd}>
          {t('polls.add_option')}
        </Button>
        <span className={styles.check}>
          <input
            id={ids.multiple}
            type="checkbox"
            checked={value.multiple}
            disabled={disabled}
            onChange={(e) => onChange({ ...value, multiple: e.target.checked })}
          />
          <label htmlFor={ids.multiple}>{t('polls.multiple')}</label>
        </span>
      </div>
      <div className={styles.row}>
        <label htmlFor={ids.amount}>{t('polls.duration')}</label>
        <input
          id={ids.amount}
          className={`${styles.input} ${styles.amount}`}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          disabled={disabled}
          value={amountText ?? String(value.expiryAmount)}
          onChange={(e) => {
            const text = e.target.value
            setAmountText(text)
            const amount = Number.parseInt(text, 10)
            if (Number.isFinite(amount)) onChange({ ...value, expiryAmount: amount })
          }}
          onBlur={(e) => {
            setAmountText(null)
            commitAmount(e.target.value)
          }}
        />
        <label htmlFor={ids.unit} className="visually-hidden">
          {t('polls.duration_unit')}
        </label>
        <select
          id={ids.unit}
          className={styles.select}
          value={value.expiryUnit}
          disabled={disabled}
          onChange={(e) => onChange(setExpiryUnit(value, e.target.value as ExpiryUnit, limits))}
        >
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {t(`polls.units.${unit}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
