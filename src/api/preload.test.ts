// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  decodeBase64Utf8,
  decodePreload,
  primePreload,
  resetPreload,
  takePreloaded,
} from './preload'

/** base64 of the UTF-8 bytes, as the server's Base64.encode64 produces. */
function b64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return btoa(String.fromCharCode(...bytes))
}

function installScript(text: string): void {
  const script = document.createElement('script')
  script.id = 'initial-results'
  script.type = 'application/json'
  script.textContent = text
  document.body.append(script)
}

afterEach(() => {
  document.getElementById('initial-results')?.remove()
  resetPreload()
})

const instance = { title: 'Akkomä ☕ 日本', max_toot_chars: 7000 }

describe('takePreloaded', () => {
  it('decodes the Pleroma format from the document, once per path', () => {
    installScript(
      JSON.stringify({
        '/api/v1/instance': b64(JSON.stringify(instance)),
        '/instance/panel.html': b64(JSON.stringify('<p>Wëlcome</p>')),
      }),
    )
    expect(takePreloaded('/api/v1/instance')).toEqual(instance)
    expect(takePreloaded('/api/v1/instance')).toBeUndefined()
    expect(takePreloaded('/instance/panel.html')).toBe('<p>Wëlcome</p>')
    expect(takePreloaded('/nodeinfo/2.0.json')).toBeUndefined()
  })

  it('accepts the whole text base64-encoded', () => {
    installScript(b64(JSON.stringify({ '/api/v1/instance': b64(JSON.stringify(instance)) })))
    expect(takePreloaded('/api/v1/instance')).toEqual(instance)
  })

  it('accepts values that are already objects or plain JSON', () => {
    primePreload(
      JSON.stringify({
        '/api/v1/instance': instance,
        '/plain': JSON.stringify({ a: 1 }),
        '/html': '<p>not base64</p>',
      }),
    )
    expect(takePreloaded('/api/v1/instance')).toEqual(instance)
    expect(takePreloaded('/plain')).toEqual({ a: 1 })
    expect(takePreloaded('/html')).toBe('<p>not base64</p>')
  })

  it('never throws on garbage and without the element', () => {
    expect(takePreloaded('/api/v1/instance')).toBeUndefined()
    resetPreload()
    installScript('{{{ not json')
    expect(takePreloaded('/api/v1/instance')).toBeUndefined()
    resetPreload()
    document.getElementById('initial-results')?.remove()
    installScript('[1,2,3]')
    expect(takePreloaded('/api/v1/instance')).toBeUndefined()
  })

  it('can be emptied for tests', () => {
    primePreload(null)
    expect(takePreloaded('/x')).toBeUndefined()
  })
})

describe('decoding helpers', () => {
  it('decodes UTF-8 base64, URL-safe and unpadded variants', () => {
    const text = '{"emoji":"🎉","name":"ünï"}'
    const standard = b64(text)
    expect(decodeBase64Utf8(standard)).toBe(text)
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    expect(decodeBase64Utf8(urlSafe)).toBe(text)
    expect(decodeBase64Utf8(`${standard.slice(0, 10)}\n${standard.slice(10)}`)).toBe(text)
    expect(decodeBase64Utf8('not base64!')).toBeNull()
    // Valid base64 of bytes that are not UTF-8.
    expect(decodeBase64Utf8(btoa('\xff\xfe'))).toBeNull()
  })

  it('drops nothing it can keep', () => {
    const map = decodePreload(JSON.stringify({ '/a': b64('[1]'), '/b': 3, '/c': null }))
    expect([...map.entries()]).toEqual([
      ['/a', [1]],
      ['/b', 3],
      ['/c', null],
    ])
  })
})
