/**
 * Sign-up: the captcha, and POST /api/v1/accounts made
 * with an app token. Akkoma answers a token (with `me`) when the new account
 * may log in at once, `{identifier}` when it waits for approval or for its
 * e-mail address, and 400 `{error}` on failure, where `error` is either words
 * or (for field and captcha errors) JSON text of field → messages. Mastodon
 * sends 422 `{error, details: {field: [{description}]}}`; GoToSocial words.
 */
import { ApiError } from '../errors'
import type { ApiClient } from '../http'
import { arr, isRecord, num, str, strOrNull, wire } from '../read'
import type { OAuthToken } from '../types'
import { normalizeToken } from './oauth'

/** Akkoma's captcha services: none, Kocaptcha and native. */
export type Captcha =
  | { type: 'none' }
  | {
      type: 'kocaptcha' | 'native'
      token: string
      /** The image: an https URL (Kocaptcha) or a data: URL (native). */
      url: string
      answerData: string
      /** How long the answer is accepted, when the server says. */
      secondsValid: number | null
    }

interface WireCaptcha {
  type?: unknown
  token?: unknown
  url?: unknown
  answer_data?: unknown
  seconds_valid?: unknown
}

export function normalizeCaptcha(raw: unknown): Captcha {
  const w = wire<WireCaptcha>(raw)
  const type = str(w.type)
  const token = str(w.token)
  const url = str(w.url)
  // A captcha without its picture or token could never be answered: none it is.
  if ((type !== 'kocaptcha' && type !== 'native') || token === '' || url === '') {
    return { type: 'none' }
  }
  return {
    type,
    token,
    url,
    answerData: str(w.answer_data),
    secondsValid: num(w.seconds_valid, 0) > 0 ? num(w.seconds_valid) : null,
  }
}

/**
 * GET /api/pleroma/captcha. Servers without it (Mastodon, GoToSocial) answer
 * 404: they take sign-ups without a captcha.
 */
export async function fetchCaptcha(client: ApiClient): Promise<Captcha> {
  try {
    return normalizeCaptcha(await client.get('/api/pleroma/captcha', { auth: false }))
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return { type: 'none' }
    throw e
  }
}

/** The registration payload, as sent on the wire. */
export interface SignUpPayload {
  email: string
  fullname: string
  username: string
  nickname: string
  password: string
  confirm: string
  reason: string
  language: string
  bio: string
  token?: string
  captcha_solution?: string
  captcha_token?: string
  captcha_answer_data?: string
  locale: 'en_US'
  agreement: true
}

export type SignUpResult =
  | { kind: 'logged-in'; token: OAuthToken }
  | { kind: 'awaiting_approval' }
  | { kind: 'missing_confirmed_email' }
  /** A 200 the client cannot act on (e.g. Akkoma's manual_login_required), with the server's words. */
  | { kind: 'other'; message: string | null }

interface WireSignUpReply {
  access_token?: unknown
  me?: unknown
  identifier?: unknown
  message?: unknown
}

export function normalizeSignUpReply(raw: unknown): SignUpResult {
  const w = wire<WireSignUpReply>(raw)
  if (strOrNull(w.access_token) && strOrNull(w.me)) {
    return { kind: 'logged-in', token: normalizeToken(raw) }
  }
  const identifier = str(w.identifier)
  // Mastodon and GoToSocial answer a token without `me`: its account cannot
  // act until the mailed confirmation link is opened.
  if (identifier === '' && strOrNull(w.access_token)) return { kind: 'missing_confirmed_email' }
  if (identifier === 'awaiting_approval') return { kind: 'awaiting_approval' }
  if (identifier === 'missing_confirmed_email') return { kind: 'missing_confirmed_email' }
  return { kind: 'other', message: strOrNull(w.message) }
}

/** POST /api/v1/accounts with an app token (`client` carries it); failures throw ApiError. */
export async function signUp(client: ApiClient, payload: SignUpPayload): Promise<SignUpResult> {
  return normalizeSignUpReply(await client.post('/api/v1/accounts', { json: payload }))
}

/** A failed sign-up's errors: field → messages, plus words tied to no field. */
export interface SignUpErrors {
  fields: Record<string, string[]>
  general: string[]
}

function messagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((item) => {
    if (typeof item === 'string') return item.trim() === '' ? [] : [item]
    // Mastodon's details: [{error: 'ERR_TAKEN', description: 'is already taken'}].
    if (isRecord(item)) {
      const text = str(item.description) || str(item.error)
      return text === '' ? [] : [text]
    }
    return []
  })
}

function fieldMap(value: unknown): Record<string, string[]> | null {
  if (!isRecord(value)) return null
  const fields: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(value)) {
    const list = messagesOf(messages)
    if (list.length > 0) fields[field] = list
  }
  return Object.keys(fields).length > 0 ? fields : null
}

/** Reads a failed sign-up's body in Akkoma's, Mastodon's or GoToSocial's shape. */
export function signUpErrors(body: unknown): SignUpErrors {
  if (typeof body === 'string') return { fields: {}, general: body.trim() ? [body.trim()] : [] }
  if (!isRecord(body)) return { fields: {}, general: [] }
  const details = fieldMap(body.details)
  if (details) return { fields: details, general: [] }
  const errors = fieldMap(body.errors)
  if (errors) return { fields: errors, general: [] }
  const error = body.error
  if (typeof error === 'string') {
    // Akkoma's field and captcha errors: JSON inside the error text.
    if (error.trim().startsWith('{')) {
      try {
        const parsed = fieldMap(JSON.parse(error) as unknown)
        if (parsed) return { fields: parsed, general: [] }
      } catch {
        // Not JSON after all: the words themselves.
      }
    }
    return { fields: {}, general: error.trim() ? [error.trim()] : [] }
  }
  const fields = fieldMap(error)
  if (fields) return { fields, general: [] }
  return { fields: {}, general: arr(body.error).filter((e): e is string => typeof e === 'string') }
}
