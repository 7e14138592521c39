// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editParams, newPostParams, type PostContent } from './postRequest'

const content = (patch: Partial<PostContent> = {}): PostContent => ({
  status: 'hello',
  spoiler: '',
  visibility: 'unlisted',
  sensitive: false,
  contentType: 'text/plain',
  language: 'en',
  replyToId: null,
  quoteId: null,
  mediaIds: [],
  poll: null,
  ...patch,
})

describe('newPostParams', () => {
  it('sends no content warning when it is empty', () => {
    expect(newPostParams(content()).spoiler_text).toBeNull()
    expect(newPostParams(content({ spoiler: 'cw' })).spoiler_text).toBe('cw')
  })

  it('carries every field of a new post', () => {
    const poll = { options: ['a', 'b'], expires_in: 600, multiple: false }
    expect(
      newPostParams(
        content({ replyToId: 'r1', quoteId: 'q1', mediaIds: ['m1'], poll, sensitive: true }),
      ),
    ).toEqual({
      status: 'hello',
      visibility: 'unlisted',
      spoiler_text: null,
      sensitive: true,
      content_type: 'text/plain',
      language: 'en',
      in_reply_to_id: 'r1',
      quote_id: 'q1',
      media_ids: ['m1'],
      poll,
    })
  })
})

describe('editParams', () => {
  it('sends an empty content warning as typed, so an edit can clear it', () => {
    expect(editParams(content()).spoiler_text).toBe('')
  })

  it('leaves out what an edit cannot change', () => {
    const params = editParams(content({ replyToId: 'r1', quoteId: 'q1', mediaIds: ['m1'] }))
    expect(params).toEqual({
      status: 'hello',
      spoiler_text: '',
      sensitive: false,
      content_type: 'text/plain',
      language: 'en',
      media_ids: ['m1'],
    })
  })
})
