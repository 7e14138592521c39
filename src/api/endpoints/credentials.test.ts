// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { akkomaAccountJson } from '../testFixtures'
import { recordingServer, replyJson } from '../testServer'
import {
  credentialsBody,
  normalizeOwnProfile,
  updateCredentials,
  updateMascot,
} from './credentials'

/** The body is kept as sent: a profile with pictures goes as a form. */
const server = (reply: () => Response) =>
  recordingServer(
    (url, init) => ({
      url,
      method: String(init.method),
      body: init.body,
      type: new Headers(init.headers).get('content-type') ?? '',
    }),
    reply,
  )

function akkomaOwn(): Record<string, unknown> {
  const me = akkomaAccountJson()
  me.source = {
    note: 'Hello, I am **Alice**',
    sensitive: true,
    privacy: 'private',
    fields: [{ name: 'Website', value: 'https://alice.example' }],
    pleroma: { show_role: false, no_rich_text: true, discoverable: true, actor_type: 'Person' },
  }
  me.pleroma = {
    ...(me.pleroma as object),
    background_image: 'https://akkoma.example/media/bg.png',
    hide_favorites: true,
    hide_followers: false,
    hide_follows: true,
    hide_followers_count: false,
    hide_follows_count: true,
    allow_following_move: false,
  }
  me.akkoma = { permit_followback: true }
  return me
}

describe('normalizeOwnProfile', () => {
  it("reads Akkoma's owner rendering: typed bio and fields, pictures and every option", () => {
    const profile = normalizeOwnProfile(akkomaOwn())
    expect(profile.displayName).toBe('Alice ✨')
    expect(profile.note).toBe('Hello, I am **Alice**')
    expect(profile.fields).toEqual([{ name: 'Website', value: 'https://alice.example' }])
    expect(profile.background).toBe('https://akkoma.example/media/bg.png')
    expect(profile.hasBackground).toBe(true)
    expect(profile.options).toEqual({
      locked: true,
      bot: false,
      discoverable: true,
      defaultScope: 'private',
      defaultSensitive: true,
      noRichText: true,
      showRole: false,
      permitFollowback: true,
      allowFollowingMove: false,
      hideFavorites: true,
      hideFollowers: false,
      hideFollows: true,
      hideFollowersCount: false,
      hideFollowsCount: true,
    })
  })

  it("offers only what GoToSocial's reply carries", () => {
    const profile = normalizeOwnProfile(gotoSocial('GET_api_v1_accounts_verify_credentials').body)
    expect(profile.hasBackground).toBe(false)
    expect(profile.background).toBeNull()
    expect(profile.options).toMatchObject({
      locked: true,
      discoverable: false,
      defaultScope: 'unlisted',
      defaultSensitive: false,
      noRichText: null,
      showRole: null,
      permitFollowback: null,
      hideFollowers: null,
    })
  })
})

describe('credentialsBody', () => {
  it('sends plain changes as JSON with the options where servers read them', () => {
    expect(
      credentialsBody({
        displayName: 'A',
        fields: [],
        avatar: '',
        options: { defaultScope: 'unlisted', defaultSensitive: true, hideFollowers: true },
      }),
    ).toEqual({
      json: {
        display_name: 'A',
        fields_attributes: [],
        avatar: '',
        hide_followers: true,
        source: { privacy: 'unlisted', sensitive: true },
      },
    })
  })

  it('sends files as multipart with bracketed keys', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' })
    const body = credentialsBody({
      header: file,
      fields: [{ name: 'a', value: 'b' }],
      options: { defaultScope: 'public' },
    })
    if (!('multipart' in body)) throw new Error('expected multipart')
    const entries = [...body.multipart.entries()].map(([k, v]) => [
      k,
      typeof v === 'string' ? v : v.name,
    ])
    expect(entries).toEqual([
      ['fields_attributes[0][name]', 'a'],
      ['fields_attributes[0][value]', 'b'],
      ['source[privacy]', 'public'],
      ['header', 'me.png'],
    ])
  })
})

describe('credentialsBody as a form', () => {
  it('sends an empty field pair to clear the fields and nests source', () => {
    const body = credentialsBody(
      { fields: [], options: { defaultScope: 'private', locked: true } },
      true,
    )
    if (!('multipart' in body)) throw new Error('expected multipart')
    expect([...body.multipart.entries()]).toEqual([
      ['fields_attributes[0][name]', ''],
      ['fields_attributes[0][value]', ''],
      ['locked', 'true'],
      ['source[privacy]', 'private'],
    ])
  })
})

describe('updateCredentials', () => {
  it('PATCHes and answers the new profile', async () => {
    const { client, calls } = server(replyJson(akkomaOwn()))
    const profile = await updateCredentials(client, { options: { bot: true } })
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/accounts/update_credentials',
      type: 'application/json',
    })
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ bot: true })
    expect(profile.account.id).toBe('AbCdEfGhIjKlMnOpQr')
  })

  it("fails with the server's words on 413 and on a 2xx carrying error", async () => {
    await expect(
      updateCredentials(server(replyJson({ error: 'File is too large' }, 413)).client, {
        avatar: new File(['x'], 'a.png', { type: 'image/png' }),
      }),
    ).rejects.toMatchObject({ status: 413, errorText: 'File is too large' })
    const failure = updateCredentials(server(replyJson({ error: 'Invalid request' })).client, {
      displayName: 'x',
    })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
  })
})

describe('updateMascot', () => {
  it('PUTs the file as a form and reads the mascot', async () => {
    const { client, calls } = server(
      replyJson({ id: '1', url: '/m.png', type: 'image', pleroma: { mime_type: 'image/png' } }),
    )
    const mascot = await updateMascot(client, new File(['x'], 'm.png', { type: 'image/png' }))
    expect(mascot).toEqual({ url: '/m.png', mimeType: 'image/png' })
    expect(calls[0]?.method).toBe('PUT')
    expect(calls[0]?.body).toBeInstanceOf(FormData)
  })
})
