// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { FlakeIdGenerator, Worker, encodeFlake } from '../src/model/ids.ts'
import { isIdKey, linkWithHolloIds } from '../src/hollo/id-boundary.ts'
import { fromHolloId, isHolloId, toHolloId } from '../src/hollo/ids.ts'
import { UUID_V4, UUID_V7 } from './hollo-helpers.ts'

const now = Date.UTC(2026, 10, 28, 4, 48, 53)

describe('Hollo ids', () => {
  it('gives statuses, media, polls and notifications time-ordered UUIDv7s, and takes them back', () => {
    for (const worker of [Worker.status, Worker.media, Worker.misc, Worker.notification]) {
      const id = encodeFlake(now, worker, 7)
      const uuid = toHolloId(id)
      expect(uuid).toMatch(UUID_V7)
      // The first 48 bits are the time, as in a real UUIDv7.
      expect(Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16)).toBe(now)
      expect(fromHolloId(uuid)).toBe(id)
    }
  })

  it('gives accounts random-looking UUIDv4s, and apps when asked', () => {
    const account = encodeFlake(now, Worker.account, 0)
    const next = encodeFlake(now, Worker.account, 1)
    expect(toHolloId(account)).toMatch(UUID_V4)
    expect(fromHolloId(toHolloId(account))).toBe(account)
    // Neighbouring ids share no visible prefix.
    expect(toHolloId(account).slice(0, 8)).not.toBe(toHolloId(next).slice(0, 8))
    expect(toHolloId('3', 4)).toMatch(UUID_V4)
    expect(fromHolloId(toHolloId('3', 4))).toBe('3')
  })

  it('carries the small ids of lists as UUIDv7s', () => {
    for (const id of ['1', '2', '42', '999999']) {
      expect(toHolloId(id)).toMatch(UUID_V7)
      expect(fromHolloId(toHolloId(id))).toBe(id)
    }
  })

  it('tells an id asked for as v4 from a longer id asked for as it comes', () => {
    // A v4 of '2' and the default of '42' once shared a cache entry.
    expect(toHolloId('2', 4)).toMatch(UUID_V4)
    expect(toHolloId('42')).toMatch(UUID_V7)
    expect(fromHolloId(toHolloId('42'))).toBe('42')
  })

  it('keeps the order of the ids, so paging by max_id and min_id still works', () => {
    const generator = new FlakeIdGenerator(Worker.status)
    const ids = Array.from({ length: 300 }, (_, i) => generator.next(now + Math.floor(i / 3) * 997))
    const shuffled = [...ids].sort(() => Math.random() - 0.5)
    const byUuid = shuffled
      .map((id) => toHolloId(id))
      .sort()
      .map((uuid) => fromHolloId(uuid))
    expect(byUuid).toEqual([...ids].sort())
  })

  it('leaves alone what it did not make: other UUIDs, tag names, client ids', () => {
    for (const other of [
      randomUUID(),
      '01a2207c-1a4f-7945-851a-569e32dda589',
      '18637531-9f58-498d-ab31-6fff2206d8e0',
      'Hollo',
      'EpAk_zCLvGeO4GNfhe48DQ',
      '_',
    ]) {
      expect(fromHolloId(other)).toBe(other)
      expect(isHolloId(other)).toBe(false)
    }
    expect(toHolloId('Hollo')).toBe('Hollo')
    expect(toHolloId('EpAk_zCLvGeO4GNfhe48DQ')).toBe('EpAk_zCLvGeO4GNfhe48DQ')
  })

  it('refuses a UUID of its own with one digit changed', () => {
    const uuid = toHolloId(encodeFlake(now, Worker.status, 1))
    const last = uuid.at(-1) === '0' ? '1' : '0'
    expect(isHolloId(uuid)).toBe(true)
    expect(isHolloId(`${uuid.slice(0, -1)}${last}`)).toBe(false)
  })
})

describe('the id boundary', () => {
  it('knows which fields hold ids, in JSON and as form bracket paths', () => {
    for (const key of [
      'id',
      'in_reply_to_id',
      'media_ids',
      'media_ids[]',
      'account_ids[]',
      'id[]',
      'home[last_read_id]',
      'media_attributes[0][id]',
    ]) {
      expect(isIdKey(key), key).toBe(true)
    }
    for (const key of ['status', 'idempotency', 'poll[options][]', 'visibility', 'ideas']) {
      expect(isIdKey(key), key).toBe(false)
    }
  })

  it('puts UUIDs in Link headers, paths and id parameters alike', () => {
    const status = encodeFlake(now, Worker.status, 3)
    const account = encodeFlake(now, Worker.account, 3)
    const header =
      `<http://h/api/v1/accounts/${account}/statuses?limit=5&max_id=${status}>; rel="next", ` +
      `<http://h/api/v1/timelines/list/2?min_id=${status}>; rel="prev"`
    expect(linkWithHolloIds(header)).toBe(
      `<http://h/api/v1/accounts/${toHolloId(account)}/statuses?limit=5&max_id=${toHolloId(status)}>; rel="next", ` +
        `<http://h/api/v1/timelines/list/${toHolloId('2')}?min_id=${toHolloId(status)}>; rel="prev"`,
    )
    // A hashtag that looks like a number stays a hashtag.
    expect(linkWithHolloIds('<http://h/api/v1/timelines/tag/2024>; rel="next"')).toBe(
      '<http://h/api/v1/timelines/tag/2024>; rel="next"',
    )
  })
})
