import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import type { CaptchaState, FieldName, ValidationErrors } from './registrationMachine'
import { describedByOf } from './fieldDescription'
import styles from './RegistrationPage.module.css'

export function fieldError(
  errors: ValidationErrors,
  name: FieldName,
  t: (key: string) => string,
): string | undefined {
  const key = errors[name]
  return key ? t(`registration.validations.${key}`) : undefined
}

export interface ControlProps {
  id: string
  'aria-required'?: true
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A labelled control with its hint and errors, tied together for screen readers. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  extraErrors = [],
  children,
}: {
  id: string
  label: string
  required: boolean
  hint?: string
  error?: string
  extraErrors?: string[]
  children: (props: ControlProps) => ReactNode
}) {
  const { t } = useTranslation()
  const errors = [...(error ? [error] : []), ...extraErrors]
  const describedBy = describedByOf(id, errors.length > 0, !!hint)
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span className={styles.required}> {t('registration.required')}</span>}
      </label>
      {children({
        id,
        'aria-required': required ? true : undefined,
        'aria-invalid': errors.length > 0 ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {errors.length > 0 && (
        <p id={`${id}-error`} className={styles.error}>
          {errors.join(' ')}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}

/** Kocaptcha and native captchas: a picture and its answer; none shows nothing. */
export function CaptchaFields({
  id,
  captcha,
  answer,
  disabled,
  onAnswer,
  onRenew,
}: {
  id: string
  captcha: CaptchaState
  answer: string
  disabled: boolean
  onAnswer: (value: string) => void
  onRenew: () => void
}) {
  const { t } = useTranslation()
  if (captcha.status === 'ready' && captcha.captcha.type === 'none') return null
  return (
    <fieldset className={styles.captcha}>
      <legend>{t('registration.captcha_legend')}</legend>
      {captcha.status === 'loading' && (
        <p className={styles.captchaStatus} role="status">
          <Spinner /> {t('registration.captcha_loading')}
        </p>
      )}
      {captcha.status === 'failed' && (
        <div className={styles.captchaStatus}>
          <p role="alert" className={styles.error}>
            {t('registration.captcha_failed')}
          </p>
          <Button onClick={onRenew}>{t('general.retry')}</Button>
        </div>
      )}
      {captcha.status === 'ready' && captcha.captcha.type !== 'none' && (
        <>
          <div className={styles.captchaRow}>
            <img
              className={styles.captchaImage}
              src={captcha.captcha.url}
              alt={t('registration.captcha_image_alt')}
              width={200}
              height={64}
            />
            <Button onClick={onRenew} disabled={disabled}>
              {t('registration.captcha_new')}
            </Button>
          </div>
          <div className="form-field">
            <label htmlFor={id}>{t('registration.captcha_answer')}</label>
            <input
              id={id}
              className={styles.input}
              value={answer}
              onChange={(e) => onAnswer(e.target.value)}
              disabled={disabled}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className={styles.hint}>
              {t('registration.captcha_hint')}
            </p>
          </div>
        </>
      )}
    </fieldset>
  )
}
