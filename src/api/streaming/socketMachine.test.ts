// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SOCKET_RETRY_BASE_DELAY } from '../../config/constants'
import { createSocketMachine, retryDelay, SOCKET_STATE_IDS, transition } from './socketMachine'
import type { SocketEffect, SocketEvent, SocketMachine, SocketState } from './socketMachine'

function run(machine: SocketMachine, ...events: SocketEvent[]) {
  const effects: SocketEffect[][] = []
  let current = machine
  for (const event of events) {
    const result = transition(current, event)
    current = result.machine
    effects.push(result.effects)
  }
  return { machine: current, effects }
}

const start: SocketEvent = { type: 'start' }
const open: SocketEvent = { type: 'open' }
const error: SocketEvent = { type: 'error' }
const disable: SocketEvent = { type: 'disable' }
const close = (code: number): SocketEvent => ({ type: 'close', code })
const at = (
  state: SocketState,
  multiplier = 1,
  extra: Partial<SocketMachine> = {},
): SocketMachine => ({ ...createSocketMachine(), state, multiplier, ...extra })
/** A machine whose socket has joined before (so outages are announced). */
const joinedBefore = (state: SocketState, multiplier = 1): SocketMachine =>
  at(state, multiplier, { pinned: true, everJoined: true })

describe('socket state ids', () => {
  it('match the numbers the rest of the client uses', () => {
    expect(SOCKET_STATE_IDS).toEqual({
      joined: 1,
      closed: 2,
      error: 3,
      disabled: 4,
      starting: 5,
      'starting-initial': 6,
    })
  })
})

describe('transitions', () => {
  it('starts from closed as the initial start', () => {
    expect(createSocketMachine()).toEqual(at('closed'))
    expect(transition(createSocketMachine(), start)).toEqual({
      machine: at('starting-initial'),
      effects: [{ type: 'connect' }],
    })
  })

  it('starts from disabled as the initial start', () => {
    expect(transition(at('disabled'), start).machine.state).toBe('starting-initial')
  })

  it('joins on the initial open without a reconnect notice, catching up on what came before it', () => {
    expect(transition(at('starting-initial'), open)).toEqual({
      machine: joinedBefore('joined'),
      effects: [{ type: 'stopPolling' }, { type: 'fetchMissed' }],
    })
  })

  it('retries from error as a non-initial start', () => {
    expect(transition(at('error', 2), start)).toEqual({
      machine: at('starting', 2),
      effects: [{ type: 'connect' }],
    })
  })

  it('announces a reconnect and fetches what was missed', () => {
    expect(transition(joinedBefore('starting', 3), open)).toEqual({
      machine: joinedBefore('joined'),
      effects: [
        { type: 'stopPolling' },
        { type: 'notice', key: 'timeline.socket_reconnected', level: 'success' },
        { type: 'fetchMissed' },
      ],
    })
  })

  it('breaks on an abnormal close: retry, polling, notice', () => {
    expect(transition(joinedBefore('joined'), close(1006))).toEqual({
      machine: joinedBefore('error', 2),
      effects: [
        { type: 'scheduleRetry', delayMs: SOCKET_RETRY_BASE_DELAY },
        { type: 'restartPolling' },
        { type: 'notice', key: 'timeline.socket_broke', level: 'error', args: { code: '1006' } },
      ],
    })
  })

  it('treats a failed initial connection as broken too', () => {
    const { machine, effects } = run(createSocketMachine(), start, close(1006))
    expect(machine.state).toBe('error')
    expect(effects[1]).toContainEqual({ type: 'restartPolling' })
  })

  it('does not repeat polling restarts or notices for a failed retry', () => {
    expect(transition(joinedBefore('starting', 2), close(1006))).toEqual({
      machine: joinedBefore('error', 3),
      effects: [{ type: 'scheduleRetry', delayMs: 2 * SOCKET_RETRY_BASE_DELAY }],
    })
  })

  it.each([1000, 1001])('closes without retry on code %i', (code) => {
    for (const state of ['joined', 'starting', 'starting-initial'] as const) {
      const result = transition(at(state), close(code))
      expect(result.machine.state).toBe('closed')
      expect(result.effects).not.toContainEqual(expect.objectContaining({ type: 'scheduleRetry' }))
      expect(result.effects).toEqual([{ type: 'cancelRetry' }, { type: 'restartPolling' }])
    }
  })

  it('leaves the state to the close event on error', () => {
    for (const state of [
      'joined',
      'starting',
      'starting-initial',
      'error',
      'closed',
      'disabled',
    ] as const) {
      expect(transition(at(state), error)).toEqual({ machine: at(state), effects: [] })
    }
  })

  it('disables from any running state', () => {
    for (const state of ['joined', 'starting', 'starting-initial', 'error', 'closed'] as const) {
      expect(transition(at(state, 3), disable)).toEqual({
        machine: at('disabled'),
        effects: [{ type: 'cancelRetry' }, { type: 'disconnect' }],
      })
    }
    expect(transition(at('disabled'), disable).effects).toEqual([])
  })

  it('ignores stale and duplicate events', () => {
    expect(transition(at('joined'), start).effects).toEqual([])
    expect(transition(at('starting'), start).effects).toEqual([])
    expect(transition(at('joined'), open).effects).toEqual([])
    expect(transition(at('disabled'), open)).toEqual({ machine: at('disabled'), effects: [] })
    expect(transition(at('disabled'), close(1006))).toEqual({
      machine: at('disabled'),
      effects: [],
    })
    expect(transition(at('closed'), close(1006)).effects).toEqual([])
    expect(transition(at('error', 2), close(1006))).toEqual({
      machine: at('error', 2),
      effects: [],
    })
  })
})

describe('retry policy', () => {
  it('waits 1 s, 2 s, 3 s, 3 s across consecutive failures', () => {
    const delays: number[] = []
    let machine = run(createSocketMachine(), start, open).machine
    for (let i = 0; i < 4; i++) {
      const broken = transition(machine, close(1006))
      for (const effect of broken.effects)
        if (effect.type === 'scheduleRetry') delays.push(effect.delayMs)
      machine = transition(broken.machine, start).machine
    }
    expect(delays).toEqual([1000, 2000, 3000, 3000])
    expect(retryDelay(1)).toBe(1000)
  })

  it('resets the multiplier after a successful open', () => {
    const { machine } = run(
      createSocketMachine(),
      start,
      open,
      close(1006),
      start,
      close(1006),
      start,
    )
    expect(machine.multiplier).toBe(3)
    const rejoined = transition(machine, open).machine
    expect(rejoined).toEqual(joinedBefore('joined'))
    const broken = transition(rejoined, close(1011))
    expect(broken.effects[0]).toEqual({ type: 'scheduleRetry', delayMs: 1000 })
    // A new outage after rejoining is announced again.
    expect(broken.effects).toContainEqual({
      type: 'notice',
      key: 'timeline.socket_broke',
      level: 'error',
      args: { code: '1011' },
    })
  })
})

describe('address fallback', () => {
  it('tries the next address at once when the advertised one never opens, silently', () => {
    const { machine, effects } = run(createSocketMachine(2), start, close(1006))
    expect(machine).toEqual(at('starting-initial', 1, { address: 1, addresses: 2 }))
    expect(effects[1]).toEqual([{ type: 'connect' }])
  })

  it('keeps the address that opened, and announces nothing on the first join', () => {
    const { machine, effects } = run(createSocketMachine(2), start, close(1006), open)
    expect(machine).toMatchObject({ state: 'joined', address: 1, pinned: true, everJoined: true })
    expect(effects[2]).toEqual([{ type: 'stopPolling' }, { type: 'fetchMissed' }])
    // Later outages retry the same address and are announced.
    const broken = transition(machine, close(1006))
    expect(broken.machine.address).toBe(1)
    expect(broken.effects).toContainEqual(expect.objectContaining({ key: 'timeline.socket_broke' }))
  })

  it('polls without a notice when no address answers, and retries them all from the first', () => {
    const { machine, effects } = run(createSocketMachine(2), start, close(1006), close(1006))
    expect(machine).toMatchObject({ state: 'error', address: 0, everJoined: false })
    expect(effects[2]).toEqual([
      { type: 'scheduleRetry', delayMs: SOCKET_RETRY_BASE_DELAY },
      { type: 'restartPolling' },
    ])
    const retry = run(machine, start, close(1006), open)
    expect(retry.effects[1]).toEqual([{ type: 'connect' }])
    // The first join after failed tries catches up but says nothing about a reconnection.
    expect(retry.effects[2]).toEqual([{ type: 'stopPolling' }, { type: 'fetchMissed' }])
  })
})
