// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { gotoSocial } from '../fixtures/gotoSocialFixture'
import { replyJson, textServer } from '../testServer'
import { akkomaAccountJson } from '../testFixtures'
import {
  fetchNotificationSettings,
  normalizeNotificationSettings,
  updateNotificationSettings,
} from './notificationSettings'

describe('notification settings', () => {
  it("reads Akkoma's pleroma.notification_settings, and null where there are none", () => {
    const me = akkomaAccountJson()
    me.pleroma = {
      notification_settings: { block_from_strangers: true, hide_notification_contents: 'yes' },
    }
    expect(normalizeNotificationSettings(me)).toEqual({
      blockFromStrangers: true,
      hideNotificationContents: false,
    })
    expect(normalizeNotificationSettings({ ...me, pleroma: {} })).toBeNull()
    expect(normalizeNotificationSettings(null)).toBeNull()
    // GoToSocial's account has no pleroma object at all.
    expect(
      normalizeNotificationSettings(gotoSocial('GET_api_v1_accounts_verify_credentials').body),
    ).toBeNull()
  })

  it('fetches them from verify_credentials', async () => {
    const me = {
      ...akkomaAccountJson(),
      pleroma: {
        notification_settings: { block_from_strangers: false, hide_notification_contents: true },
      },
    }
    const s = textServer(replyJson(me))
    expect(await fetchNotificationSettings(s.client)).toEqual({
      blockFromStrangers: false,
      hideNotificationContents: true,
    })
    expect(s.calls[0]?.url).toBe('/api/v1/accounts/verify_credentials')
  })

  it('saves only the changed setting, as a JSON boolean and in the query', async () => {
    const s = textServer(replyJson({ status: 'success' }))
    await updateNotificationSettings(s.client, { blockFromStrangers: true })
    expect(s.calls).toEqual([
      {
        url: '/api/pleroma/notification_settings?block_from_strangers=true',
        method: 'PUT',
        body: '{"block_from_strangers":true}',
      },
    ])
  })

  it('fails on an error status, and on a 2xx answer that carries an error', async () => {
    await expect(
      updateNotificationSettings(textServer(replyJson({ error: 'Nope' }, 500)).client, {
        hideNotificationContents: true,
      }),
    ).rejects.toBeInstanceOf(ApiError)
    await expect(
      updateNotificationSettings(textServer(replyJson({ error: 'Something went wrong' })).client, {
        hideNotificationContents: true,
      }),
    ).rejects.toThrow('Something went wrong')
    const recorded = gotoSocial('PUT_api_pleroma_notification_settings')
    const gts = textServer(replyJson(recorded.body, recorded.status))
    await expect(
      updateNotificationSettings(gts.client, { blockFromStrangers: true }),
    ).rejects.toMatchObject({ status: 404 })
  })
})
