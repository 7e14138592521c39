// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  GLOBAL_KEYS,
  GO_KEYS,
  IDLE_KEYS,
  resolveKey,
  SEQUENCE_TIMEOUT_MS,
  STATUS_KEYS,
  type KeyPress,
} from './keymap'

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  typing: false,
  modalOpen: false,
  onStatus: false,
  ...extra,
})

describe('keyboard shortcuts', () => {
  it('acts on the status in focus with one key', () => {
    expect(resolveKey(IDLE_KEYS, press('j'), 0).action).toEqual({ kind: 'status', action: 'next' })
    expect(resolveKey(IDLE_KEYS, press('f'), 0).action).toEqual({
      kind: 'status',
      action: 'favourite',
    })
    expect(resolveKey(IDLE_KEYS, press('?'), 0).action).toEqual({ kind: 'global', action: 'help' })
  })

  it('opens with Enter only on the status itself', () => {
    expect(resolveKey(IDLE_KEYS, press('Enter'), 0).action).toBeNull()
    expect(resolveKey(IDLE_KEYS, press('Enter', { onStatus: true }), 0).action).toEqual({
      kind: 'status',
      action: 'open',
    })
  })

  it('goes places with g and a letter, within the sequence time', () => {
    const waiting = resolveKey(IDLE_KEYS, press('g'), 1000)
    expect(waiting.action).toBeNull()
    expect(resolveKey(waiting.state, press('n'), 1500).action).toEqual({
      kind: 'go',
      place: 'notifications',
    })
    // Too late: n is a new post again.
    expect(resolveKey(waiting.state, press('n'), 1000 + SEQUENCE_TIMEOUT_MS + 1).action).toEqual({
      kind: 'global',
      action: 'newPost',
    })
    // An unknown second key ends the sequence and does nothing.
    const after = resolveKey(waiting.state, press('z'), 1200)
    expect(after.action).toBeNull()
    expect(after.state).toEqual(IDLE_KEYS)
  })

  it('never fires while typing, in a dialog, or with a modifier', () => {
    for (const extra of [
      { typing: true },
      { modalOpen: true },
      { ctrlKey: true },
      { metaKey: true },
      { altKey: true },
    ])
      expect(resolveKey(IDLE_KEYS, press('j', extra), 0).action).toBeNull()
    const waiting = resolveKey(IDLE_KEYS, press('g'), 0)
    expect(resolveKey(waiting.state, press('h', { typing: true }), 10).action).toBeNull()
  })

  it('gives every key one meaning', () => {
    const single = [...Object.keys(STATUS_KEYS), ...Object.keys(GLOBAL_KEYS)]
    expect(new Set(single).size).toBe(single.length)
    expect(single).not.toContain('g')
    expect(new Set(Object.values(GO_KEYS)).size).toBe(Object.keys(GO_KEYS).length)
  })
})
