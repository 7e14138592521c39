// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { jsonResponse, recordingServer } from '../testServer'
import { addReaction, removeReaction } from './reactions'
import { postStatusAction } from './statusActions'

const status = {
  id: '9',
  content: '<p>hi</p>',
  account: { id: '1', username: 'bob', acct: 'bob' },
  created_at: '2026-11-01T00:00:00Z',
  favourited: true,
}

const server = () =>
  recordingServer(
    (url, init) => ({ url, method: String(init.method), keepalive: init.keepalive === true }),
    () => jsonResponse({ body: status }),
    { token: 't', baseUrl: 'https://x.example' },
  )

describe('a toggle under a status', () => {
  // The button shows the new state before the server answers: a reload right
  // after the click must not cancel the request.
  it('is sent so that it outlives the page, and answers the status', async () => {
    const { client, calls } = server()
    const answer = await postStatusAction(client, '9', 'favourite')
    expect(answer.favourited).toBe(true)
    expect(calls).toEqual([
      { url: 'https://x.example/api/v1/statuses/9/favourite', method: 'POST', keepalive: true },
    ])
  })

  it('is a reaction added or taken back the same way', async () => {
    const { client, calls } = server()
    await addReaction(client, '9', ':blobcat:')
    await removeReaction(client, '9', '👍')
    expect(calls.map((c) => [c.method, c.keepalive])).toEqual([
      ['PUT', true],
      ['DELETE', true],
    ])
    expect(calls[0]?.url).toBe('https://x.example/api/v1/pleroma/statuses/9/reactions/blobcat')
  })
})
