/**
 * The demo's captchas, checked as Akkoma's Pleroma.Captcha checks them:
 * the reply carries a token and `answer_data`, an encrypted envelope of the
 * answer and the time it was made, keyed by the token. Sign-up sends back
 * token, solution and answer data; a captcha works once and for
 * CAPTCHA_SECONDS_VALID. The image is an SVG drawn from a dot font (no
 * text in it), so reading the answer takes eyes; browser tests ask
 * GET /__demo/captcha (only with --faults) for the last answer instead.
 */

import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'
import type { CaptchaKind } from '../controls/server-mode.ts'

/** Akkoma's default `seconds_valid`. */
export const CAPTCHA_SECONDS_VALID = 300
export const CAPTCHA_LENGTH = 5

/** 5×7 dot glyphs; letters and digits that cannot be told from each other are left out. */
const GLYPHS: Readonly<Record<string, string>> = {
  '2': '01110100010000100010001000100011111',
  '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010',
  '6': '00110010001000011110100011000101110',
  '7': '11111000010001000100010000100001000',
  '9': '01110100011000101111000010001001100',
  A: '01110100011000111111100011000110001',
  C: '01110100011000010000100001000101110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  H: '10001100011000111111100011000110001',
  K: '10001100101010011000101001001010001',
  M: '10001110111010110101100011000110001',
  N: '10001100011100110101100111000110001',
  P: '11110100011000111110100001000010000',
  R: '11110100011000111110101001001010001',
  T: '11111001000010000100001000010000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
}
const ALPHABET = Object.keys(GLYPHS)

/** Per process: captchas do not outlive a restart, as with Akkoma's cachex store. */
const SECRET = randomBytes(32)

interface Issued {
  token: string
  answer: string
  kind: Exclude<CaptchaKind, 'none'>
}

export type CaptchaError =
  'Invalid CAPTCHA' | 'CAPTCHA expired' | 'CAPTCHA already used' | 'Invalid answer data'

export class CaptchaService {
  private readonly used = new Set<string>()
  private readonly images = new Map<string, string>()
  private last: Issued | null = null

  /** GET /api/pleroma/captcha's reply. */
  issue(kind: CaptchaKind, origin: string, now = Date.now()): Record<string, unknown> {
    if (kind === 'none') return { type: 'none' }
    const token = randomBytes(16).toString('hex')
    const answer = Array.from(
      { length: CAPTCHA_LENGTH },
      () => ALPHABET[randomInt(ALPHABET.length)],
    ).join('')
    this.last = { token, answer, kind }
    const svg = drawCaptcha(answer)
    // Kocaptcha keeps only the answer's MD5, as the Kocaptcha service hands it out.
    const secret = kind === 'kocaptcha' ? md5(answer) : answer
    const answerData = seal(
      token,
      JSON.stringify({ at: now, answer: secret, hashed: kind === 'kocaptcha' }),
    )
    if (kind === 'kocaptcha') {
      this.images.set(token, svg)
      // A small cache: images of captchas nobody asked to see again go away.
      if (this.images.size > 200) this.images.delete(this.images.keys().next().value ?? '')
      return {
        type: 'kocaptcha',
        token,
        url: `${origin}/captcha/kocaptcha/${token}.svg`,
        answer_data: answerData,
      }
    }
    return {
      type: 'native',
      token,
      url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      answer_data: answerData,
      seconds_valid: CAPTCHA_SECONDS_VALID,
    }
  }

  kocaptchaImage(token: string): string | undefined {
    return this.images.get(token)
  }

  /** Akkoma's order: answer data, expiry, single use, then the answer itself. */
  validate(
    token: string,
    solution: string,
    answerData: string,
    now = Date.now(),
  ): CaptchaError | null {
    const opened = unseal(token, answerData)
    if (!opened) return 'Invalid answer data'
    let envelope: { at?: unknown; answer?: unknown; hashed?: unknown }
    try {
      envelope = JSON.parse(opened) as typeof envelope
    } catch {
      return 'Invalid answer data'
    }
    if (typeof envelope.at !== 'number' || typeof envelope.answer !== 'string')
      return 'Invalid answer data'
    if (envelope.at + CAPTCHA_SECONDS_VALID * 1000 < now) return 'CAPTCHA expired'
    if (this.used.has(token)) return 'CAPTCHA already used'
    const typed = solution.trim().toUpperCase()
    const right = (envelope.hashed === true ? md5(typed) : typed) === envelope.answer
    // Akkoma marks a captcha used once it has been checked, right or wrong.
    this.used.add(token)
    this.images.delete(token)
    return right ? null : 'Invalid CAPTCHA'
  }

  /** The last captcha's token and answer, for browser tests (GET /__demo/captcha). */
  lastIssued(): { token: string; answer: string; type: string } | null {
    return this.last
      ? { token: this.last.token, answer: this.last.answer, type: this.last.kind }
      : null
  }

  reset(): void {
    this.used.clear()
    this.images.clear()
    this.last = null
  }
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex')
}

function keyFor(token: string): Buffer {
  return createHash('sha256').update(SECRET).update(token).digest()
}

function seal(token: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(token), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

function unseal(token: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url')
    if (raw.length < 29) return null
    const decipher = createDecipheriv('aes-256-gcm', keyFor(token), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

const DOT = 4
const WIDTH = 200
const HEIGHT = 64

/** The answer as tilted dot glyphs over noise lines: readable by people, not by string search. */
export function drawCaptcha(answer: string): string {
  const parts: string[] = []
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="#7a8699" stroke-width="1.5"/>`,
    )
  }
  ;[...answer].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? ''
    const x = 14 + index * 36 + randomInt(6)
    const y = 10 + randomInt(12)
    const angle = randomInt(31) - 15
    const dots: string[] = []
    for (let cell = 0; cell < glyph.length; cell += 1) {
      if (glyph[cell] !== '1') continue
      dots.push(
        `<rect x="${(cell % 5) * DOT}" y="${Math.floor(cell / 5) * DOT}" width="${DOT}" height="${DOT}"/>`,
      )
    }
    parts.push(
      `<g transform="translate(${x} ${y}) rotate(${angle} 10 14)" fill="#1b2430">${dots.join('')}</g>`,
    )
  })
  for (let i = 0; i < 40; i += 1) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="#56627a"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#e9edf2"/>${parts.join('')}</svg>`
}
