// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INSTANCE } from '../src/config.ts'
import type { TestServer } from './helpers.ts'
import { call, json, login, startTestServer } from './helpers.ts'

/*
 * update_credentials and the mascot as Akkoma answers them: JSON and
 * multipart bodies, nested field parameters, uploads with their limits,
 * removal with "", the options in the owner's rendering, and the role
 * hidden from others with show_role false.
 */

interface Own {
  id: string
  display_name: string
  note: string
  avatar: string
  header: string
  bot: boolean
  locked: boolean
  fields: { name: string; value: string }[]
  source: {
    note: string
    privacy: string
    sensitive: boolean
    fields: { name: string; value: string }[]
    pleroma: { show_role: boolean; no_rich_text: boolean; discoverable: boolean }
  }
  pleroma: {
    is_admin?: boolean
    background_image: string | null
    hide_followers: boolean
    hide_favorites: boolean
  }
  akkoma: { permit_followback: boolean }
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let server: TestServer
let alice: string
let admin: string

beforeAll(async () => {
  server = await startTestServer()
  alice = await login(server.base, 'alice')
  admin = await login(server.base, 'admin')
})
afterAll(() => server.stop())

const patch = (token: string, body: unknown) =>
  call(server.base, '/api/v1/accounts/update_credentials', { method: 'PATCH', token, json: body })

const patchForm = (token: string, form: FormData) =>
  fetch(`${server.base}/api/v1/accounts/update_credentials`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })

describe('update_credentials', () => {
  it('needs a signed-in user', async () => {
    expect(
      (await call(server.base, '/api/v1/accounts/update_credentials', { method: 'PATCH' })).status,
    ).toBe(401)
  })

  it('changes the name, bio, fields and options from JSON', async () => {
    const response = await patch(alice, {
      display_name: '  Alice Liddell ',
      note: 'Down the rabbit hole with @bob',
      fields_attributes: [
        { name: 'Home', value: 'Wonderland' },
        { name: '', value: '' },
      ],
      bot: true,
      hide_followers: true,
      hide_favorites: true,
      show_role: false,
      no_rich_text: true,
      permit_followback: true,
      source: { privacy: 'unlisted', sensitive: true },
    })
    expect(response.status).toBe(200)
    const own = await json<Own>(response)
    expect(own.display_name).toBe('Alice Liddell')
    expect(own.source.note).toBe('Down the rabbit hole with @bob')
    expect(own.note).toContain('href')
    expect(own.source.fields).toEqual([{ name: 'Home', value: 'Wonderland' }])
    expect(own.bot).toBe(true)
    expect(own.pleroma.hide_followers).toBe(true)
    expect(own.pleroma.hide_favorites).toBe(true)
    expect(own.source.pleroma.show_role).toBe(false)
    expect(own.source.pleroma.no_rich_text).toBe(true)
    expect(own.akkoma.permit_followback).toBe(true)
    expect(own.source.privacy).toBe('unlisted')
    expect(own.source.sensitive).toBe(true)
    const again = await json<Own>(
      await call(server.base, '/api/v1/accounts/verify_credentials', { token: alice }),
    )
    expect(again.display_name).toBe('Alice Liddell')
  })

  it('takes multipart forms with indexed fields and image files', async () => {
    const form = new FormData()
    form.append('fields_attributes[1][name]', 'Second')
    form.append('fields_attributes[1][value]', 'two')
    form.append('fields_attributes[0][name]', 'First')
    form.append('fields_attributes[0][value]', 'one')
    form.append('locked', 'true')
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'a.png')
    form.append('pleroma_background_image', new Blob([PNG], { type: 'image/png' }), 'b.png')
    const response = await patchForm(alice, form)
    expect(response.status).toBe(200)
    const own = await json<Own>(response)
    expect(own.source.fields.map((f) => f.name)).toEqual(['First', 'Second'])
    expect(own.locked).toBe(true)
    expect(own.avatar).toMatch(/\/media\/profile\/.+\.png$/)
    expect(own.pleroma.background_image).toMatch(/\/media\/profile\/.+\.png$/)
    const image = await fetch(own.avatar)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true)

    const removed = await json<Own>(
      await patch(alice, { avatar: '', pleroma_background_image: '' }),
    )
    expect(removed.avatar).toMatch(/\/media\/avatars\/alice\.svg$/)
    expect(removed.pleroma.background_image).toBeNull()
  })

  it('answers 413 "File is too large" past the avatar limit and changes nothing', async () => {
    const form = new FormData()
    form.append('display_name', 'Should not stick')
    form.append(
      'avatar',
      new Blob([Buffer.alloc(INSTANCE.avatarUploadLimit + 1)], { type: 'image/png' }),
      'big.png',
    )
    const response = await patchForm(alice, form)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'File is too large' })
    const own = await json<Own>(
      await call(server.base, '/api/v1/accounts/verify_credentials', { token: alice }),
    )
    expect(own.display_name).not.toBe('Should not stick')
  })

  it('refuses what Akkoma refuses with 403 "Invalid request"', async () => {
    const tooMany = Array.from({ length: INSTANCE.fieldsLimits.maxFields + 1 }, (_, i) => ({
      name: `f${i}`,
      value: 'x',
    }))
    for (const body of [
      { fields_attributes: tooMany },
      { display_name: 'x'.repeat(101) },
      { source: { privacy: 'everyone' } },
    ]) {
      const response = await patch(alice, body)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Invalid request' })
    }
  })

  it('hides the role from others with show_role false, not from oneself', async () => {
    await patch(admin, { show_role: false })
    const adminId = (
      await json<Own>(
        await call(server.base, '/api/v1/accounts/verify_credentials', { token: admin }),
      )
    ).id
    const seen = await json<Own>(
      await call(server.base, `/api/v1/accounts/${adminId}`, { token: alice }),
    )
    expect(seen.pleroma.is_admin).toBeUndefined()
    const self = await json<Own>(
      await call(server.base, '/api/v1/accounts/verify_credentials', { token: admin }),
    )
    expect(self.pleroma.is_admin).toBe(true)
    await patch(admin, { show_role: true })
    const shown = await json<Own>(
      await call(server.base, `/api/v1/accounts/${adminId}`, { token: alice }),
    )
    expect(shown.pleroma.is_admin).toBe(true)
  })
})

describe('mascot', () => {
  it('answers the default, takes an image and refuses other files', async () => {
    const first = await json<{ url: string; pleroma: { mime_type: string } }>(
      await call(server.base, '/api/v1/pleroma/mascot', { token: alice }),
    )
    expect((await fetch(first.url)).status).toBe(200)
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'm.png')
    const put = await fetch(`${server.base}/api/v1/pleroma/mascot`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${alice}` },
      body: form,
    })
    expect(put.status).toBe(200)
    const mascot = await json<{ url: string; pleroma: { mime_type: string } }>(put)
    expect(mascot.pleroma.mime_type).toBe('image/png')
    expect(mascot.url).not.toBe(first.url)
    const text = new FormData()
    text.append('file', new Blob(['hello'], { type: 'text/plain' }), 'm.txt')
    const refused = await fetch(`${server.base}/api/v1/pleroma/mascot`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${alice}` },
      body: text,
    })
    expect(refused.status).toBe(415)
    expect(await refused.json()).toEqual({ error: 'mascots can only be images' })
  })
})
