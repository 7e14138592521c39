import { describe, expect, it } from 'vitest'
import { editedItem, isEditable, outboxReducer, type OutboxItem } from './outboxMachine'

const item = (patch: Partial<OutboxItem> = {}): OutboxItem => ({
  id: 'a',
  owner: 'server|1',
  createdAt: 1,
  work: { kind: 'post', params: { status: 'hello', spoiler_text: null }, replyToId: null },
  media: [],
  idempotencyKey: 'key-1',
  uncertain: false,
  state: { name: 'waiting' },
  ...patch,
})

describe('an outbox item', () => {
  it('goes waiting → sending → sent on an answer', () => {
    const sending = outboxReducer(item(), { type: 'send' })
    expect(sending.state).toEqual({ name: 'sending' })
    expect(outboxReducer(sending, { type: 'answered', statusId: '9' }).state).toEqual({
      name: 'sent',
      statusId: '9',
    })
  })

  it('waits again, with the same key, when the send got no answer', () => {
    const sending = outboxReducer(item(), { type: 'send' })
    const back = outboxReducer(sending, { type: 'noAnswer' })
    expect(back.state).toEqual({ name: 'waiting' })
    expect(back.idempotencyKey).toBe('key-1')
    expect(back.uncertain).toBe(true)
  })

  it('fails on a refusal, and waits again only when asked', () => {
    const failed = outboxReducer(outboxReducer(item(), { type: 'send' }), {
      type: 'refused',
      message: 'too long',
    })
    expect(failed.state).toEqual({ name: 'failed', message: 'too long' })
    expect(outboxReducer(failed, { type: 'send' })).toBe(failed)
    expect(outboxReducer(failed, { type: 'retry' }).state).toEqual({ name: 'waiting' })
  })

  it('takes a "sending" left by a closed tab back to waiting, and leaves the others alone', () => {
    const abandoned = outboxReducer(item({ state: { name: 'sending' } }), { type: 'abandoned' })
    expect(abandoned.state).toEqual({ name: 'waiting' })
    const waiting = item()
    expect(outboxReducer(waiting, { type: 'abandoned' })).toBe(waiting)
    const sent = item({ state: { name: 'sent', statusId: '1' } })
    expect(outboxReducer(sent, { type: 'retry' })).toBe(sent)
  })

  it('can be changed only while nobody sends it', () => {
    expect(isEditable(item())).toBe(true)
    expect(isEditable(item({ state: { name: 'failed', message: 'x' } }))).toBe(true)
    expect(isEditable(item({ state: { name: 'sending' } }))).toBe(false)
    expect(isEditable(item({ state: { name: 'sent', statusId: '1' } }))).toBe(false)
  })

  it('gets a new key when changed, unless the server may already have it', () => {
    const changed = editedItem(item(), 'hello again', 'cw', () => 'key-2')
    expect(changed.work.params).toMatchObject({ status: 'hello again', spoiler_text: 'cw' })
    expect(changed.idempotencyKey).toBe('key-2')
    const maybeSent = editedItem(item({ uncertain: true }), 'hello again', '', () => 'key-2')
    expect(maybeSent.idempotencyKey).toBe('key-1')
    expect(maybeSent.work.params.spoiler_text).toBeNull()
  })

  it('keeps an empty content warning of an edit as typed (it clears the old one)', () => {
    const edit = item({
      work: { kind: 'edit', statusId: '5', params: { status: 'x', spoiler_text: 'old' } },
    })
    expect(editedItem(edit, 'y', '', () => 'k').work.params.spoiler_text).toBe('')
  })
})
