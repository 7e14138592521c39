import './messages'
import { useEffect, useId, useReducer, useRef, type ChangeEvent, type FormEvent } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { api } from '../../api/client'
import {
  fetchCaptcha,
  signUp,
  signUpErrors,
  type SignUpErrors,
} from '../../api/endpoints/registration'
import { ApiError } from '../../api/errors'
import { LOGGED_IN_LANDING_PATH } from '../../config/constants'
import { SUPPORTED_LANGUAGES } from '../../i18n/i18n'
import { intlLocaleOf } from '../../i18n/languages'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { getClientToken, loginWithAccessToken } from '../auth'
import { languageName } from '../compose'
import { RichContent } from '../../ui/richContent/RichContent'
import {
  FIELD_NAMES,
  initialState,
  payloadOf,
  reduce,
  type FieldName,
  type RegistrationEvent,
  type Rules,
} from './registrationMachine'
import { CaptchaFields, Field, fieldError } from './RegistrationFields'
import styles from './RegistrationPage.module.css'

/** /registration and /registration/:token: the sign-up form. */
export default function RegistrationPage() {
  const { t, i18n } = useTranslation()
  const { token = null } = useParams()
  const instance = useSession((s) => s.instance)
  const navigate = useNavigate()
  const [state, dispatch] = useReducer(reduce, i18n.locale, initialState)
  const serverErrorsRef = useRef<HTMLDivElement>(null)
  const baseId = useId()
  const idOf = (name: string) => `${baseId}-${name}`
  useDocumentTitle(t('registration.title'))

  // Closed without an invite goes to root (signed-in visitors are sent away by the route).
  const closed = !token && !(instance?.registrationOpen ?? false)
  const rules: Rules = {
    activationRequired: instance?.accountActivationRequired ?? false,
    approvalRequired: instance?.accountApprovalRequired ?? false,
    hasTerms: (instance?.tos ?? '').trim() !== '',
  }
  const instanceName = instance?.name || window.location.host

  useEffect(() => {
    if (closed || state.captcha.status !== 'loading') return
    let live = true
    fetchCaptcha(api()).then(
      (captcha) => {
        if (live) dispatch({ type: 'CAPTCHA_LOADED', captcha })
      },
      (e: unknown) => {
        console.warn('Could not load the captcha', e)
        if (live) dispatch({ type: 'CAPTCHA_FAILED' })
      },
    )
    return () => {
      live = false
    }
  }, [closed, state.captcha.status])

  // An answer is accepted for a limited time: past it, a fresh picture beats a refusal.
  const validFor =
    state.captcha.status === 'ready' && state.captcha.captcha.type !== 'none'
      ? state.captcha.captcha.secondsValid
      : null
  useEffect(() => {
    if (!validFor) return
    const timer = window.setTimeout(() => dispatch({ type: 'CAPTCHA_REQUESTED' }), validFor * 1000)
    return () => window.clearTimeout(timer)
  }, [validFor, state.captcha])

  // After a refused sign-up the sentences are read out and in view.
  useEffect(() => {
    if (state.serverErrors.general.length > 0) serverErrorsRef.current?.focus()
    else if (state.serverErrors.username.length > 0)
      document.getElementById(`${baseId}-username`)?.focus()
  }, [baseId, state.serverErrors])

  if (closed) return <Navigate to="/" replace />

  const failed = (errors: SignUpErrors) => {
    const empty = errors.general.length === 0 && Object.keys(errors.fields).length === 0
    dispatch({
      type: 'SUBMIT_FAILED',
      errors: empty ? { fields: {}, general: [t('general.generic_error_details')] } : errors,
    })
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const event: RegistrationEvent = { type: 'SUBMIT', rules }
    const next = reduce(state, event)
    dispatch(event)
    if (next.phase !== 'pending') {
      const first = [...FIELD_NAMES, 'agreement' as const].find((f) => next.errors[f])
      if (first) document.getElementById(idOf(first))?.focus()
      return
    }
    try {
      const appToken = await getClientToken()
      const result = await signUp(api().withToken(appToken), payloadOf(next, token))
      switch (result.kind) {
        case 'awaiting_approval':
          dispatch({ type: 'SUBMIT_SUCCEEDED' })
          navigate('/registration-request-sent')
          return
        case 'missing_confirmed_email':
          dispatch({ type: 'SUBMIT_SUCCEEDED' })
          navigate('/awaiting-email-confirmation')
          return
        case 'logged-in': {
          dispatch({ type: 'SUBMIT_SUCCEEDED' })
          const outcome = await loginWithAccessToken(result.token.access_token)
          // The account exists either way; the login page shows why signing in failed.
          navigate(outcome === 'logged-in' ? LOGGED_IN_LANDING_PATH : '/login')
          return
        }
        case 'other':
          console.warn('Sign-up answered without a way in', result)
          failed({ fields: {}, general: result.message ? [result.message] : [] })
          return
      }
    } catch (error) {
      // A failed sign-up is logged, its errors listed and the captcha renewed.
      console.warn('Sign-up failed', error)
      failed(
        error instanceof ApiError
          ? signUpErrors(error.body)
          : { fields: {}, general: [t('registration.network_error')] },
      )
    }
  }

  const pending = state.phase !== 'editing'
  const change =
    (field: FieldName) =>
    (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      dispatch({ type: 'FIELD_CHANGED', field, value: e.target.value })

  const field = (
    name: FieldName,
    options: {
      required?: boolean
      hint?: string
      type?: string
      autoComplete?: string
      extraErrors?: string[]
      multiline?: boolean
    } = {},
  ) => (
    <Field
      id={idOf(name)}
      label={t(`registration.${name}`)}
      required={options.required ?? false}
      hint={options.hint}
      error={fieldError(state.errors, name, t)}
      extraErrors={options.extraErrors}
    >
      {(props) =>
        options.multiline ? (
          <textarea
            {...props}
            className={`${styles.input} ${styles.textarea}`}
            value={state.fields[name]}
            onChange={change(name)}
            disabled={pending}
            rows={3}
          />
        ) : (
          <input
            {...props}
            className={styles.input}
            type={options.type ?? 'text'}
            value={state.fields[name]}
            onChange={change(name)}
            disabled={pending}
            autoComplete={options.autoComplete}
            autoCapitalize={name === 'username' || name === 'email' ? 'none' : undefined}
            spellCheck={name === 'username' || name === 'email' ? false : undefined}
          />
        )
      }
    </Field>
  )

  return (
    <>
      <h1 className="visually-hidden">{t('registration.title')}</h1>
      <Panel title={t('registration.title')}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>{t('registration.intro', { instance: instanceName })}</p>
          {token && (
            <div className="form-field">
              <label htmlFor={idOf('token')}>{t('registration.invite_token')}</label>
              <input
                id={idOf('token')}
                className={styles.input}
                value={token}
                readOnly
                aria-describedby={`${idOf('token')}-hint`}
              />
              <p id={`${idOf('token')}-hint`} className={styles.hint}>
                {t('registration.invite_hint')}
              </p>
            </div>
          )}
          {field('username', {
            required: true,
            autoComplete: 'username',
            hint: t('registration.username_hint', { instance: instanceName }),
            extraErrors: state.serverErrors.username,
          })}
          {field('fullname', {
            required: true,
            autoComplete: 'name',
            hint: t('registration.fullname_hint'),
          })}
          {field('email', {
            required: rules.activationRequired,
            type: 'email',
            autoComplete: 'email',
            hint: rules.activationRequired
              ? t('registration.email_hint_activation')
              : t('registration.email_hint'),
          })}
          {field('password', { required: true, type: 'password', autoComplete: 'new-password' })}
          {field('confirm', { required: true, type: 'password', autoComplete: 'new-password' })}
          {rules.approvalRequired &&
            field('reason', {
              required: true,
              multiline: true,
              hint: t('registration.reason_hint'),
            })}
          <Field
            id={idOf('language')}
            label={t('registration.language')}
            required={false}
            hint={t('registration.language_hint', { instance: instanceName })}
          >
            {(props) => (
              <select
                {...props}
                className={styles.input}
                value={state.fields.language}
                onChange={change('language')}
                disabled={pending}
              >
                {[...new Set(SUPPORTED_LANGUAGES.map(intlLocaleOf))].map((code) => (
                  <option key={code} value={code}>
                    {languageName(code, i18n.locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {field('bio', { multiline: true, hint: t('registration.bio_hint') })}

          {rules.hasTerms && (
            <section className={styles.terms} aria-labelledby={idOf('terms-title')}>
              <h3 id={idOf('terms-title')} className={styles.termsTitle}>
                {t('registration.terms_title')}
              </h3>
              {/* Long terms scroll in their own box, which keyboard users can reach. */}
              <div
                className={styles.termsText}
                role="region"
                aria-label={t('registration.terms_region', { instance: instanceName })}
                tabIndex={0}
              >
                <RichContent html={instance?.tos ?? ''} />
              </div>
              <div className={styles.check}>
                <input
                  id={idOf('agreement')}
                  type="checkbox"
                  checked={state.agreed}
                  onChange={(e) =>
                    dispatch({ type: 'AGREEMENT_CHANGED', agreed: e.target.checked })
                  }
                  disabled={pending}
                  aria-invalid={state.errors.agreement ? true : undefined}
                  aria-describedby={
                    state.errors.agreement ? `${idOf('agreement')}-error` : undefined
                  }
                />
                <label htmlFor={idOf('agreement')}>{t('registration.agree')}</label>
              </div>
              {state.errors.agreement && (
                <p id={`${idOf('agreement')}-error`} className={styles.error}>
                  {t(`registration.validations.${state.errors.agreement}`)}
                </p>
              )}
            </section>
          )}

          <CaptchaFields
            id={idOf('captcha')}
            captcha={state.captcha}
            answer={state.captchaAnswer}
            disabled={pending}
            onAnswer={(value) => dispatch({ type: 'CAPTCHA_ANSWERED', value })}
            onRenew={() => dispatch({ type: 'CAPTCHA_REQUESTED' })}
          />

          {state.serverErrors.general.length > 0 && (
            <div ref={serverErrorsRef} className={styles.serverErrors} role="alert" tabIndex={-1}>
              <p>{t('registration.server_errors')}</p>
              <ul>
                {state.serverErrors.general.map((sentence, i) => (
                  <li key={i}>{sentence}</li>
                ))}
              </ul>
            </div>
          )}

          <div className={styles.actions}>
            <p className={styles.hint}>
              {t('registration.have_account')} <Link to="/login">{t('registration.login')}</Link>
            </p>
            <Button
              type="submit"
              variant="primary"
              disabled={pending || state.captcha.status !== 'ready'}
            >
              {pending ? t('registration.submitting') : t('registration.submit')}
            </Button>
          </div>
        </form>
      </Panel>
    </>
  )
}
