// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../src/seeds/accounts.ts'
import { recordedGoToSocial as recorded } from './gotosocialFixtures.ts'
import type { TestApp, TestServer } from './helpers.ts'
import { call, json, login, passwordGrant, registerApp, startTestServer } from './helpers.ts'

let server: TestServer
let app: TestApp
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await login(server.base, 'alice')
  app = await registerApp(server.base, 'http://client.example/oauth-callback')
})
afterAll(() => server.stop())

const mode = (like: string) => call(server.base, '/__demo/mode', { json: { like } })

describe('GoToSocial mode', () => {
  beforeEach(async () => {
    expect((await mode('gotosocial')).status).toBe(200)
  })

  it('refuses the password grant as GoToSocial does, with and without redirect_uri', async () => {
    const without = await passwordGrant(server.base, app, 'alice')
    const noRedirect = recorded('POST_oauth_token_password_no_redirect')
    expect(without.status).toBe(noRedirect.status)
    expect(await json(without)).toEqual(noRedirect.body)
    const withRedirect = await call(server.base, '/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'alice',
        password: 'password',
        client_id: app.client_id,
        client_secret: app.client_secret,
        redirect_uri: 'http://client.example/oauth-callback',
      },
    })
    expect(withRedirect.status).toBe(400)
    expect(await json(withRedirect)).toMatchObject({ error: 'unsupported_grant_type' })
  })

  it('asks for the e-mail on its sign-in page, and signs in with it', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: 'http://client.example/oauth-callback',
      scope: 'read write follow push',
    })
    const page = await (await call(server.base, `/oauth/authorize?${query}`)).text()
    expect(page).toContain('<label for="name">Email</label>')
    const signedIn = await call(server.base, '/oauth/authorize', {
      form: {
        'authorization[client_id]': app.client_id,
        'authorization[redirect_uri]': 'http://client.example/oauth-callback',
        'authorization[scope]': 'read write follow push',
        'authorization[response_type]': 'code',
        'authorization[name]': DEMO_EMAILS.alice ?? '',
        'authorization[password]': 'password',
      },
    })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toMatch(
      /^http:\/\/client\.example\/oauth-callback\?code=/,
    )
  })

  it('keeps custom emoji, posts, profiles and tags from guests, not the public timeline', async () => {
    const guest401 = recorded('GET_api_v1_custom_emojis_guest')
    const emoji = await call(server.base, '/api/v1/custom_emojis')
    expect(emoji.status).toBe(401)
    expect(await json(emoji)).toEqual(guest401.body)
    const [first] = await json<{ id: string; account: { id: string } }[]>(
      await call(server.base, '/api/v1/timelines/public?limit=1'),
    )
    expect(first).toBeDefined()
    for (const path of [
      `/api/v1/statuses/${first?.id}`,
      `/api/v1/statuses/${first?.id}/context`,
      `/api/v1/accounts/${first?.account.id}`,
      `/api/v1/accounts/${first?.account.id}/statuses`,
      '/api/v1/accounts/lookup?acct=alice',
      '/api/v1/timelines/tag/cofe',
    ]) {
      expect((await call(server.base, path)).status, path).toBe(401)
      expect((await call(server.base, path, { token })).status, path).toBe(200)
    }
    expect((await call(server.base, '/api/v1/custom_emojis', { token })).status).toBe(200)
  })

  it('has no Pleroma extensions, suggestions or bubble, and nodeinfo only through .well-known', async () => {
    for (const path of [
      '/api/v1/suggestions',
      '/api/v2/suggestions',
      '/api/v1/timelines/bubble',
      '/api/pleroma/frontend_configurations',
      '/api/v1/pleroma/accounts/mfa',
      '/api/v1/akkoma/frontend_settings/pleroma-fe',
      '/static/styles.json',
      '/nodeinfo/2.0.json',
    ]) {
      expect((await call(server.base, path, { token })).status, path).toBe(404)
    }
    const links = await json<{ links: { href: string }[] }>(
      await call(server.base, '/.well-known/nodeinfo'),
    )
    const href = links.links[0]?.href ?? ''
    const nodeinfo = await json(await call(server.base, new URL(href).pathname))
    expect(nodeinfo).toMatchObject({ software: { name: 'gotosocial' }, metadata: {} })
  })

  it('advertises wss:// streaming, and serves entities without pleroma or akkoma objects', async () => {
    const v1 = await json<{ urls: { streaming_api: string }; pleroma?: unknown }>(
      await call(server.base, '/api/v1/instance'),
    )
    expect(v1.urls.streaming_api).toBe(`wss://${new URL(server.base).host}`)
    expect(v1.pleroma).toBeUndefined()
    const home = await (await call(server.base, '/api/v1/timelines/home', { token })).text()
    expect(home).not.toContain('"pleroma"')
    expect(home).not.toContain('"akkoma"')
  })

  it('answers an empty post with 400 and the HTTP reason', async () => {
    const empty = await call(server.base, '/api/v1/statuses', { token, json: { status: '' } })
    const expected = recorded('POST_api_v1_statuses_empty')
    expect(empty.status).toBe(expected.status)
    expect(await json(empty)).toEqual(expected.body)
  })

  it('gives a local post the url of its public page, and serves that page to guests', async () => {
    const posted = await json<{ id: string; url: string; uri: string }>(
      await call(server.base, '/api/v1/statuses', {
        token,
        json: { status: 'A <b>public</b> page for guests', visibility: 'public' },
      }),
    )
    // As GoToSocial builds it (the recorded status's url has the same shape).
    const path = `/@alice/statuses/${posted.id}`
    expect(posted.url).toBe(`${server.base}${path}`)
    const real = recorded('POST_api_v1_statuses_plain').body as { url: string }
    expect(new URL(real.url).pathname).toMatch(/^\/@alice\/statuses\/[0-9A-Z]{26}$/)
    expect(posted.uri).not.toBe(posted.url)
    const guest = await call(server.base, '/api/v1/timelines/public?limit=40')
    const listed = (await json<{ id: string; url: string }[]>(guest)).find(
      (s) => s.id === posted.id,
    )
    expect(listed?.url).toBe(posted.url)
    // The API keeps the post from guests; its page does not.
    expect((await call(server.base, `/api/v1/statuses/${posted.id}`)).status).toBe(401)
    const pageReply = await call(server.base, path)
    expect(pageReply.status).toBe(200)
    expect(pageReply.headers.get('content-type')).toContain('text/html')
    const html = await pageReply.text()
    expect(html).toContain('A public page for guests')
    expect(html).toContain('@alice')
    // Another name in the path, or a post a guest may not see: not found, as on GoToSocial.
    expect((await call(server.base, `/@bob/statuses/${posted.id}`)).status).toBe(404)
    const hidden = await json<{ id: string }>(
      await call(server.base, '/api/v1/statuses', {
        token,
        json: { status: 'for followers', visibility: 'private' },
      }),
    )
    expect((await call(server.base, `/@alice/statuses/${hidden.id}`)).status).toBe(404)
    // Remote posts keep the url of their own server.
    const remote = (
      await json<{ url: string; account: { acct: string } }[]>(
        await call(server.base, '/api/v1/timelines/public?limit=40'),
      )
    ).find((s) => s.account.acct.includes('@'))
    expect(remote?.url).not.toContain(server.base)
  })

  it('goes back to Akkoma on reset', async () => {
    expect((await call(server.base, '/__demo/reset', { method: 'POST' })).status).toBe(200)
    expect(await json(await call(server.base, '/__demo/mode'))).toEqual({
      like: 'akkoma',
      private: false,
      registrations: 'open',
      captcha: 'native',
      mailer: true,
      theme: null,
      deployment: 0,
      cors: 'allow',
      uploadLimit: 16_000_000,
    })
    token = await login(server.base, 'alice')
  })
})

describe('answers what Akkoma answers', () => {
  beforeAll(async () => {
    await mode('akkoma')
  })

  it('groups no notifications: no api_versions in instance v2, no /api/v2/notifications (the Hollo mode has both)', async () => {
    const instance = await json<Record<string, unknown>>(
      await call(server.base, '/api/v2/instance'),
    )
    expect(instance.api_versions).toBeUndefined()
    expect((await call(server.base, '/api/v2/notifications', { token })).status).toBe(404)
    expect((await call(server.base, '/api/v1/notifications', { token })).status).toBe(200)

    await mode('hollo')
    try {
      const hollo = await json<{ api_versions?: { mastodon?: number } }>(
        await call(server.base, '/api/v2/instance'),
      )
      expect(hollo.api_versions?.mastodon).toBeGreaterThanOrEqual(2)
      const grouped = await call(server.base, '/api/v2/notifications', { token })
      expect(grouped.status).toBe(200)
      expect(await json(grouped)).toHaveProperty('notification_groups')
    } finally {
      await mode('akkoma')
    }
  })

  it('ignores a trailing slash on API paths', async () => {
    const plain = await call(server.base, '/api/v1/mutes', { token })
    const slash = await call(server.base, '/api/v1/mutes/', { token })
    expect(slash.status).toBe(200)
    expect(await slash.json()).toEqual(await plain.json())
    const me = (
      await json<{ id: string }>(
        await call(server.base, '/api/v1/accounts/verify_credentials', { token }),
      )
    ).id
    const relationships = await call(server.base, `/api/v1/accounts/relationships/?id=${me}`, {
      token,
    })
    expect(relationships.status).toBe(200)
  })

  it('serves the default avatar, banner and favicon as PNGs, and the Pleroma emoji map', async () => {
    for (const path of ['/images/avi.png', '/images/banner.png', '/favicon.png']) {
      const response = await call(server.base, path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
    }
    const emoji = await json<Record<string, { image_url: string; tags: string[] }>>(
      await call(server.base, '/api/v1/pleroma/emoji'),
    )
    const [name, first] = Object.entries(emoji)[0] ?? []
    expect(name).toBeTruthy()
    expect(first?.tags[0]).toMatch(/^pack:/)
  })
})
