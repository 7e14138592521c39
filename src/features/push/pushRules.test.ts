// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  buildSubscriptionBody,
  checkSubscriptionReply,
  PUSH_ALERTS,
  PushError,
  pushErrorKind,
  pushErrorMessageKey,
  sameKey,
  urlBase64ToUint8Array,
} from './pushRules'

const browserJson: PushSubscriptionJSON = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPUB', auth: 'AUTH' },
}

describe('push subscription payload', () => {
  it('carries the subscription and the five alerts', () => {
    expect(buildSubscriptionBody(browserJson)).toEqual({
      subscription: {
        endpoint: 'https://push.example/send/abc',
        keys: { p256dh: 'BPUB', auth: 'AUTH' },
      },
      data: {
        alerts: { follow: true, favourite: true, mention: true, reblog: true, move: true },
      },
    })
    expect(Object.keys(PUSH_ALERTS).sort()).toEqual([
      'favourite',
      'follow',
      'mention',
      'move',
      'reblog',
    ])
  })

  it('refuses a subscription without endpoint or keys', () => {
    expect(buildSubscriptionBody({ ...browserJson, endpoint: undefined })).toBeNull()
    expect(buildSubscriptionBody({ ...browserJson, keys: { p256dh: 'x' } })).toBeNull()
  })

  it('needs an id in the reply', () => {
    expect(checkSubscriptionReply({ id: 7 })).toBe('7')
    expect(checkSubscriptionReply({ id: 'x1' })).toBe('x1')
    for (const reply of [null, {}, { id: '' }, 'ok']) {
      expect(() => checkSubscriptionReply(reply)).toThrow('Bad response from server.')
    }
  })
})

describe('push error mapping', () => {
  it('keeps the fixed texts for the console', () => {
    expect(new PushError('disabled').message).toBe('Web Push is disabled in config')
    expect(new PushError('no_vapid_key').message).toBe('VAPID public key is not found')
    expect(new PushError('bad_response').message).toBe('Bad response from server.')
  })

  it('maps browser errors to what the user is told', () => {
    expect(pushErrorKind(new PushError('no_vapid_key'))).toBe('no_vapid_key')
    expect(pushErrorKind(new DOMException('denied', 'NotAllowedError'))).toBe('permission_denied')
    expect(pushErrorKind(new DOMException('no push', 'NotSupportedError'))).toBe('unsupported')
    expect(pushErrorKind(new DOMException('boom', 'AbortError'))).toBe('failed')
    expect(pushErrorKind(new TypeError('x'))).toBe('failed')
    expect(pushErrorKind('weird')).toBe('failed')
    expect(pushErrorMessageKey('permission_denied')).toBe('push.errors.permission_denied')
  })
})

describe('VAPID keys', () => {
  it('decodes base64url and compares keys', () => {
    const key = urlBase64ToUint8Array('BAEC_-8')
    expect([...key]).toEqual([4, 1, 2, 255, 239])
    expect(sameKey(key.buffer, key)).toBe(true)
    expect(sameKey(new Uint8Array([4, 1]).buffer, key)).toBe(false)
    expect(sameKey(null, key)).toBe(false)
  })
})
