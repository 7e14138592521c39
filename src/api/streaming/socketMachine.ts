/**
 * The streaming socket's lifecycle as a pure state machine: no
 * timers, no sockets. `transition` returns the next state and the effects
 * the driver (socket.ts) must run, so every rule is testable on its own.
 */
import {
  SOCKET_NO_RETRY_CLOSE_CODES,
  SOCKET_RETRY_BASE_DELAY,
  SOCKET_RETRY_MAX_MULTIPLIER,
} from '../../config/constants'

export type SocketState =
  'starting-initial' | 'starting' | 'joined' | 'error' | 'closed' | 'disabled'

/** The numeric identities other parts of the client use. */
export const SOCKET_STATE_IDS: Readonly<Record<SocketState, number>> = {
  joined: 1,
  closed: 2,
  error: 3,
  disabled: 4,
  starting: 5,
  'starting-initial': 6,
}

export type SocketEvent =
  | { type: 'start' }
  | { type: 'open' }
  | { type: 'close'; code: number }
  | { type: 'error' }
  | { type: 'disable' }

export type SocketNotice =
  | { type: 'notice'; key: 'timeline.socket_reconnected'; level: 'success' }
  | { type: 'notice'; key: 'timeline.socket_broke'; level: 'error'; args: { code: string } }

export type SocketEffect =
  /** Open a new WebSocket. */
  | { type: 'connect' }
  /** Close the current WebSocket, if any. */
  | { type: 'disconnect' }
  /** Send `start` after the delay. */
  | { type: 'scheduleRetry'; delayMs: number }
  | { type: 'cancelRetry' }
  | SocketNotice
  /** Resume the polling fetchers (timeline, notifications) the socket stood in for. */
  | { type: 'restartPolling' }
  /** The socket delivers now; polling is redundant. */
  | { type: 'stopPolling' }
  /** Fetch what arrived while the socket was down. */
  | { type: 'fetchMissed' }

export interface SocketMachine {
  state: SocketState
  /** Next retry waits SOCKET_RETRY_BASE_DELAY × multiplier. */
  multiplier: number
  /**
   * Which of the candidate addresses the next or current socket uses: the
   * server's advertised one first, then the page's own origin (a server
   * behind a proxy may advertise `wss://` it cannot answer on).
   */
  address: number
  /** How many candidate addresses there are (at least 1). */
  addresses: number
  /** An address that opened is kept: later failures are outages, not a wrong address. */
  pinned: boolean
  /** Whether any socket has joined; an outage is announced only after one has. */
  everJoined: boolean
}

export interface SocketTransition {
  machine: SocketMachine
  effects: SocketEffect[]
}

/** Before the first start nothing runs: the socket counts as closed. */
export function createSocketMachine(addresses = 1): SocketMachine {
  return {
    state: 'closed',
    multiplier: 1,
    address: 0,
    addresses: Math.max(1, addresses),
    pinned: false,
    everJoined: false,
  }
}

export function retryDelay(multiplier: number): number {
  return SOCKET_RETRY_BASE_DELAY * multiplier
}

/** States with a live WebSocket whose close event matters. */
function hasSocket(state: SocketState): boolean {
  return state === 'starting-initial' || state === 'starting' || state === 'joined'
}

export function transition(machine: SocketMachine, event: SocketEvent): SocketTransition {
  const { state, multiplier } = machine
  const stay: SocketTransition = { machine, effects: [] }

  switch (event.type) {
    case 'start':
      // From `error` a start is the scheduled retry; from rest it is a fresh start.
      if (state === 'error')
        return { machine: { ...machine, state: 'starting' }, effects: [{ type: 'connect' }] }
      if (state === 'closed' || state === 'disabled') {
        return {
          machine: { ...machine, state: 'starting-initial', multiplier: 1 },
          effects: [{ type: 'connect' }],
        }
      }
      return stay

    case 'open': {
      if (state !== 'starting-initial' && state !== 'starting') return stay
      const effects: SocketEffect[] = [{ type: 'stopPolling' }]
      // A first join after failed tries is no reconnection: nothing was announced as lost.
      if (state === 'starting' && machine.everJoined) {
        effects.push({ type: 'notice', key: 'timeline.socket_reconnected', level: 'success' })
      }
      // Every join catches up, the first one too: the timelines on screen were
      // fetched before the socket opened, and what was posted in between would
      // otherwise wait for no poll (polling stops here).
      effects.push({ type: 'fetchMissed' })
      return {
        machine: { ...machine, state: 'joined', multiplier: 1, pinned: true, everJoined: true },
        effects,
      }
    }

    case 'close': {
      if (!hasSocket(state)) return stay
      if (SOCKET_NO_RETRY_CLOSE_CODES.includes(event.code)) {
        // Not reconnecting, but the timelines must not go silent.
        return {
          machine: { ...machine, state: 'closed' },
          effects: [{ type: 'cancelRetry' }, { type: 'restartPolling' }],
        }
      }
      // A socket that never opened on an unproven address: try the next address at once.
      if (state !== 'joined' && !machine.pinned && machine.address + 1 < machine.addresses) {
        return {
          machine: { ...machine, address: machine.address + 1 },
          effects: [{ type: 'connect' }],
        }
      }
      const effects: SocketEffect[] = [{ type: 'scheduleRetry', delayMs: retryDelay(multiplier) }]
      // `starting` only follows `error`: a failed retry is the same outage, no repeat notice.
      if (state !== 'starting') effects.push({ type: 'restartPolling' })
      // Polling carries on when no address ever answered: nothing was lost, so nothing to announce.
      if (state !== 'starting' && machine.everJoined) {
        effects.push({
          type: 'notice',
          key: 'timeline.socket_broke',
          level: 'error',
          // A code is an identifier, shown as sent (4000, never 4,000).
          args: { code: String(event.code) },
        })
      }
      return {
        machine: {
          ...machine,
          state: 'error',
          multiplier: Math.min(multiplier + 1, SOCKET_RETRY_MAX_MULTIPLIER),
          // Retries go through every address again until one opens.
          address: machine.pinned ? machine.address : 0,
        },
        effects,
      }
    }

    case 'error':
      // Browsers follow a socket error with a close event, which decides what happens.
      return stay

    case 'disable':
      if (state === 'disabled') return stay
      return {
        machine: { ...machine, state: 'disabled', multiplier: 1 },
        effects: [{ type: 'cancelRetry' }, { type: 'disconnect' }],
      }
  }
}
