// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, MalformedResponseError } from '../errors'
import { jsonServer } from '../testServer'
import {
  deleteSettingsProfile,
  getSettingsProfile,
  listSettingsProfiles,
  putSettingsProfile,
} from './frontendSettings'

const BASE = 'https://x.example/api/v1/akkoma/frontend_settings/pleroma-fe'

describe('frontend settings profile calls', () => {
  it('lists profiles as Akkoma sends them, skipping nameless ones', async () => {
    const { client, calls } = jsonServer(() => ({
      body: [{ name: 'default', version: 31 }, { version: 2 }, { name: 'phone', version: '4' }],
    }))
    expect(await listSettingsProfiles(client)).toEqual([
      { name: 'default', version: 31 },
      { name: 'phone', version: 4 },
    ])
    expect(calls[0]).toMatchObject({ method: 'GET', url: BASE })
  })

  it('reads one profile, escaping its name in the path', async () => {
    const { client, calls } = jsonServer(() => ({
      body: { version: 3, settings: { streaming: true } },
    }))
    expect(await getSettingsProfile(client, 'my phone')).toEqual({
      settings: { streaming: true },
      version: 3,
    })
    expect(calls[0]?.url).toBe(`${BASE}/my%20phone`)
  })

  it('fails with the 404 of a missing profile and on a reply without settings', async () => {
    const missing = jsonServer(() => ({ status: 404, body: { error: 'Record not found' } }))
    const error = await getSettingsProfile(missing.client, 'x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(404)
    const odd = jsonServer(() => ({ body: { version: 1 } }))
    await expect(getSettingsProfile(odd.client, 'x')).rejects.toBeInstanceOf(MalformedResponseError)
  })

  it('puts {settings, version} as JSON and surfaces Akkoma’s 422 text', async () => {
    const { client, calls } = jsonServer((call) =>
      (call.body as { version: number }).version === 2
        ? { body: { a: 1 } }
        : { status: 422, body: { error: 'must be incremented by 1' } },
    )
    await putSettingsProfile(client, 'default', { settings: { a: 1 }, version: 2 })
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: `${BASE}/default`,
      body: { settings: { a: 1 }, version: 2 },
    })
    const refused = await putSettingsProfile(client, 'default', {
      settings: { a: 1 },
      version: 5,
    }).catch((e: unknown) => e)
    expect((refused as ApiError).status).toBe(422)
    expect((refused as ApiError).errorText).toBe('must be incremented by 1')
  })

  it('deletes a profile', async () => {
    const { client, calls } = jsonServer(() => ({ body: { deleted: 'ok' } }))
    await deleteSettingsProfile(client, 'work')
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `${BASE}/work` })
  })
})
