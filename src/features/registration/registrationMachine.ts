/**
 * The sign-up form as an explicit, pure state machine: fields, client validation, the captcha's life cycle
 * and the submission. The screen dispatches events and runs the effects the
 * state asks for (fetch a captcha while it is `loading`, call the server
 * while `pending`).
 */
import type { Captcha, SignUpErrors, SignUpPayload } from '../../api/endpoints/registration'

/** In the order the form shows them (the first invalid one takes the focus). */
export const FIELD_NAMES = [
  'username',
  'fullname',
  'email',
  'password',
  'confirm',
  'reason',
  'language',
  'bio',
] as const
export type FieldName = (typeof FIELD_NAMES)[number]
export type Fields = Record<FieldName, string>

/** Message keys under `registration.validations.`. */
export type ValidationKey =
  | 'username_required'
  | 'fullname_required'
  | 'password_required'
  | 'password_confirmation_required'
  | 'password_confirmation_match'
  | 'email_required'
  | 'reason_required'
  | 'agreement_required'

export type ValidationErrors = Partial<Record<FieldName | 'agreement', ValidationKey>>

/** What the instance asks of a sign-up. */
export interface Rules {
  activationRequired: boolean
  approvalRequired: boolean
  /** The instance has terms of service to agree to. */
  hasTerms: boolean
}

export type CaptchaState =
  { status: 'loading' } | { status: 'ready'; captcha: Captcha } | { status: 'failed' }

export type Phase = 'editing' | 'pending' | 'done'

export interface RegistrationState {
  fields: Fields
  agreed: boolean
  captcha: CaptchaState
  captchaAnswer: string
  phase: Phase
  /** Client validation, shown once a submit was tried. */
  errors: ValidationErrors
  /** The last failed submission's server errors, as sentences. */
  serverErrors: ServerErrorSentences
}

export interface ServerErrorSentences {
  /** Shown under the username field (ap_id). */
  username: string[]
  /** Listed under the form. */
  general: string[]
}

export type RegistrationEvent =
  | { type: 'FIELD_CHANGED'; field: FieldName; value: string }
  | { type: 'AGREEMENT_CHANGED'; agreed: boolean }
  | { type: 'CAPTCHA_ANSWERED'; value: string }
  | { type: 'CAPTCHA_REQUESTED' }
  | { type: 'CAPTCHA_LOADED'; captcha: Captcha }
  | { type: 'CAPTCHA_FAILED' }
  | { type: 'SUBMIT'; rules: Rules }
  | { type: 'SUBMIT_FAILED'; errors: SignUpErrors }
  | { type: 'SUBMIT_SUCCEEDED' }

const NO_SERVER_ERRORS: ServerErrorSentences = { username: [], general: [] }

export function initialState(language: string): RegistrationState {
  return {
    fields: {
      email: '',
      fullname: '',
      username: '',
      password: '',
      confirm: '',
      reason: '',
      language,
      bio: '',
    },
    agreed: false,
    captcha: { status: 'loading' },
    captchaAnswer: '',
    phase: 'editing',
    errors: {},
    serverErrors: NO_SERVER_ERRORS,
  }
}

/** Username and full name count without surrounding spaces. */
export function trimmed(fields: Fields): Fields {
  return { ...fields, username: fields.username.trim(), fullname: fields.fullname.trim() }
}

/** The rules checked before sending; language and bio have none. */
export function validate(fields: Fields, agreed: boolean, rules: Rules): ValidationErrors {
  const f = trimmed(fields)
  const errors: ValidationErrors = {}
  if (rules.activationRequired && f.email.trim() === '') errors.email = 'email_required'
  if (f.fullname === '') errors.fullname = 'fullname_required'
  if (f.username === '') errors.username = 'username_required'
  if (f.password === '') errors.password = 'password_required'
  if (f.confirm === '') errors.confirm = 'password_confirmation_required'
  else if (f.confirm !== f.password) errors.confirm = 'password_confirmation_match'
  if (rules.approvalRequired && f.reason.trim() === '') errors.reason = 'reason_required'
  if (rules.hasTerms && !agreed) errors.agreement = 'agreement_required'
  return errors
}

/**
 * A server field → messages map as sentences: the field with
 * underscores as spaces, capitalised, then each message and a period. An
 * ap_id error belongs to the username.
 */
export function serverErrorSentences(errors: SignUpErrors): ServerErrorSentences {
  const username: string[] = []
  const general: string[] = errors.general.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`))
  for (const [field, messages] of Object.entries(errors.fields)) {
    const isApId = field === 'ap_id'
    const words = (isApId ? 'username' : field).replace(/_/g, ' ')
    const label = words.charAt(0).toUpperCase() + words.slice(1)
    for (const message of messages) (isApId ? username : general).push(`${label} ${message}.`)
  }
  return { username, general }
}

export function reduce(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event.type) {
    case 'FIELD_CHANGED':
      return { ...state, fields: { ...state.fields, [event.field]: event.value } }
    case 'AGREEMENT_CHANGED':
      return { ...state, agreed: event.agreed }
    case 'CAPTCHA_ANSWERED':
      return { ...state, captchaAnswer: event.value }
    case 'CAPTCHA_REQUESTED':
      if (state.phase === 'pending') return state
      return { ...state, captcha: { status: 'loading' }, captchaAnswer: '' }
    case 'CAPTCHA_LOADED':
      if (state.captcha.status !== 'loading') return state
      return { ...state, captcha: { status: 'ready', captcha: event.captcha } }
    case 'CAPTCHA_FAILED':
      if (state.captcha.status !== 'loading') return state
      return { ...state, captcha: { status: 'failed' } }
    case 'SUBMIT': {
      if (state.phase !== 'editing') return state
      const fields = trimmed(state.fields)
      const errors = validate(fields, state.agreed, event.rules)
      // No sending without a captcha to answer (it is still loading or failed to).
      const captchaReady = state.captcha.status === 'ready'
      if (Object.keys(errors).length > 0 || !captchaReady) return { ...state, fields, errors }
      return { ...state, fields, errors, phase: 'pending', serverErrors: NO_SERVER_ERRORS }
    }
    case 'SUBMIT_FAILED':
      if (state.phase !== 'pending') return state
      // Every failure spends the captcha: a new one loads.
      return {
        ...state,
        phase: 'editing',
        serverErrors: serverErrorSentences(event.errors),
        captcha: { status: 'loading' },
        captchaAnswer: '',
      }
    case 'SUBMIT_SUCCEEDED':
      if (state.phase !== 'pending') return state
      return { ...state, phase: 'done' }
  }
}

/** The wire payload: nickname copies the username; locale and agreement fixed. */
export function payloadOf(state: RegistrationState, inviteToken: string | null): SignUpPayload {
  const f = trimmed(state.fields)
  const payload: SignUpPayload = {
    email: f.email.trim(),
    fullname: f.fullname,
    username: f.username,
    nickname: f.username,
    password: f.password,
    confirm: f.confirm,
    reason: f.reason,
    language: f.language,
    bio: f.bio,
    locale: 'en_US',
    agreement: true,
  }
  if (inviteToken) payload.token = inviteToken
  if (state.captcha.status === 'ready' && state.captcha.captcha.type !== 'none') {
    payload.captcha_solution = state.captchaAnswer.trim()
    payload.captcha_token = state.captcha.captcha.token
    payload.captcha_answer_data = state.captcha.captcha.answerData
  }
  return payload
}
