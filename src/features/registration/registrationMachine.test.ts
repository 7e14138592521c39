// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Captcha } from '../../api/endpoints/registration'
import {
  initialState,
  payloadOf,
  reduce,
  serverErrorSentences,
  validate,
  type Fields,
  type RegistrationEvent,
  type RegistrationState,
  type Rules,
} from './registrationMachine'

const open: Rules = { activationRequired: false, approvalRequired: false, hasTerms: false }
const native: Captcha = {
  type: 'native',
  token: 'tok',
  url: 'data:image/svg+xml;base64,AAAA',
  answerData: 'sealed',
  secondsValid: 300,
}

const run = (state: RegistrationState, ...events: RegistrationEvent[]) =>
  events.reduce(reduce, state)

function filled(captcha: Captcha = native): RegistrationState {
  return run(
    initialState('en'),
    { type: 'CAPTCHA_LOADED', captcha },
    { type: 'FIELD_CHANGED', field: 'username', value: '  newbie ' },
    { type: 'FIELD_CHANGED', field: 'fullname', value: ' New Person  ' },
    { type: 'FIELD_CHANGED', field: 'password', value: 'pw' },
    { type: 'FIELD_CHANGED', field: 'confirm', value: 'pw' },
    { type: 'CAPTCHA_ANSWERED', value: ' AB2C9 ' },
  )
}

const fields = (over: Partial<Fields> = {}): Fields => ({
  ...initialState('en').fields,
  username: 'a',
  fullname: 'A',
  password: 'p',
  confirm: 'p',
  ...over,
})

describe('validate', () => {
  it('requires username, full name, password and its confirmation', () => {
    expect(validate(initialState('en').fields, false, open)).toEqual({
      username: 'username_required',
      fullname: 'fullname_required',
      password: 'password_required',
      confirm: 'password_confirmation_required',
    })
  })

  it('counts a username or name of spaces as empty (both are trimmed)', () => {
    expect(validate(fields({ username: '   ', fullname: ' \t' }), false, open)).toEqual({
      username: 'username_required',
      fullname: 'fullname_required',
    })
  })

  it('wants the confirmation to equal the password', () => {
    expect(validate(fields({ confirm: 'q' }), false, open)).toEqual({
      confirm: 'password_confirmation_match',
    })
  })

  it('wants an e-mail only when activation is required, a reason only when approval is', () => {
    expect(validate(fields(), false, open)).toEqual({})
    expect(validate(fields(), false, { ...open, activationRequired: true })).toEqual({
      email: 'email_required',
    })
    expect(validate(fields(), false, { ...open, approvalRequired: true })).toEqual({
      reason: 'reason_required',
    })
    expect(
      validate(fields({ email: 'a@b.c', reason: 'hi' }), false, {
        activationRequired: true,
        approvalRequired: true,
        hasTerms: false,
      }),
    ).toEqual({})
  })

  it('wants the terms agreed to when the instance has terms; language and bio are free', () => {
    expect(validate(fields({ bio: '', language: '' }), false, { ...open, hasTerms: true })).toEqual(
      {
        agreement: 'agreement_required',
      },
    )
    expect(validate(fields(), true, { ...open, hasTerms: true })).toEqual({})
  })
})

describe('server errors as sentences', () => {
  it('capitalises the field, spaces its underscores, ends each message with a period', () => {
    expect(
      serverErrorSentences({
        fields: {
          registration_reason: ["can't be blank"],
          email: ['has invalid format', 'is taken'],
        },
        general: [],
      }),
    ).toEqual({
      username: [],
      general: [
        "Registration reason can't be blank.",
        'Email has invalid format.',
        'Email is taken.',
      ],
    })
  })

  it('puts an ap_id error under the username', () => {
    expect(
      serverErrorSentences({ fields: { ap_id: ['has already been taken'] }, general: [] }),
    ).toEqual({
      username: ['Username has already been taken.'],
      general: [],
    })
  })

  it('keeps plain words, adding a period only where one is missing', () => {
    expect(
      serverErrorSentences({ fields: {}, general: ['Invalid token', 'Closed.'] }).general,
    ).toEqual(['Invalid token.', 'Closed.'])
  })
})

describe('the sign-up machine', () => {
  it('starts editing with a captcha to load, in the interface language', () => {
    const state = initialState('de')
    expect(state.phase).toBe('editing')
    expect(state.captcha).toEqual({ status: 'loading' })
    expect(state.fields.language).toBe('de')
  })

  it('does not submit an invalid form and shows why', () => {
    const state = run(
      initialState('en'),
      { type: 'CAPTCHA_LOADED', captcha: native },
      { type: 'SUBMIT', rules: open },
    )
    expect(state.phase).toBe('editing')
    expect(state.errors.username).toBe('username_required')
  })

  it('does not submit before there is a captcha to answer', () => {
    const state = run(filled(), { type: 'CAPTCHA_REQUESTED' }, { type: 'SUBMIT', rules: open })
    expect(state.phase).toBe('editing')
    const failed = run(state, { type: 'CAPTCHA_FAILED' }, { type: 'SUBMIT', rules: open })
    expect(failed.phase).toBe('editing')
    expect(failed.captcha).toEqual({ status: 'failed' })
  })

  it('submits a valid form with trimmed names, then succeeds', () => {
    const pending = reduce(filled(), { type: 'SUBMIT', rules: open })
    expect(pending.phase).toBe('pending')
    expect(pending.fields.username).toBe('newbie')
    expect(pending.fields.fullname).toBe('New Person')
    expect(reduce(pending, { type: 'SUBMIT', rules: open })).toBe(pending)
    expect(reduce(pending, { type: 'SUBMIT_SUCCEEDED' }).phase).toBe('done')
  })

  it('lists the server errors and asks for a new captcha after every failure', () => {
    const pending = reduce(filled(), { type: 'SUBMIT', rules: open })
    const failed = reduce(pending, {
      type: 'SUBMIT_FAILED',
      errors: { fields: { captcha: ['Invalid CAPTCHA'] }, general: [] },
    })
    expect(failed.phase).toBe('editing')
    expect(failed.captcha).toEqual({ status: 'loading' })
    expect(failed.captchaAnswer).toBe('')
    expect(failed.serverErrors.general).toEqual(['Captcha Invalid CAPTCHA.'])
    expect(failed.fields.username).toBe('newbie')
    const again = run(failed, { type: 'CAPTCHA_LOADED', captcha: { ...native, token: 'tok2' } })
    expect(again.captcha).toMatchObject({ status: 'ready', captcha: { token: 'tok2' } })
    // A new attempt clears the old sentences.
    const retry = run(
      again,
      { type: 'CAPTCHA_ANSWERED', value: 'X' },
      { type: 'SUBMIT', rules: open },
    )
    expect(retry.serverErrors).toEqual({ username: [], general: [] })
  })

  it('ignores a captcha answer arriving when none was asked for', () => {
    const state = filled()
    expect(reduce(state, { type: 'CAPTCHA_LOADED', captcha: { type: 'none' } })).toBe(state)
    expect(reduce(state, { type: 'CAPTCHA_FAILED' })).toBe(state)
  })
})

describe('payloadOf', () => {
  it('sends the payload with nickname, locale, agreement and the captcha', () => {
    const pending = reduce(filled(), { type: 'SUBMIT', rules: open })
    expect(payloadOf(pending, 'invite-1')).toEqual({
      email: '',
      fullname: 'New Person',
      username: 'newbie',
      nickname: 'newbie',
      password: 'pw',
      confirm: 'pw',
      reason: '',
      language: 'en',
      bio: '',
      token: 'invite-1',
      captcha_solution: 'AB2C9',
      captcha_token: 'tok',
      captcha_answer_data: 'sealed',
      locale: 'en_US',
      agreement: true,
    })
  })

  it('sends no captcha fields nor token when there are none', () => {
    const pending = reduce(filled({ type: 'none' }), { type: 'SUBMIT', rules: open })
    const payload = payloadOf(pending, null)
    expect(payload).not.toHaveProperty('captcha_token')
    expect(payload).not.toHaveProperty('token')
  })
})
