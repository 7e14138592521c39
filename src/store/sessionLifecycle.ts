import type { Account } from '../api/types'
import { SESSION_PIECE_ORDER } from './sessionOrder'

/*
 * One lifecycle for everything that belongs to the signed-in account. Each
 * piece of per-account state says how it starts for a new session and how
 * it is emptied; signing in, signing out and switching accounts run every
 * piece, in the order sessionOrder.ts declares. A piece registers
 * itself when its module loads (many live in chunks a guest never
 * downloads): registered during a session, it starts at once.
 */

/** Who a session is for: the verified account that signed in. */
export interface SessionContext {
  user: Account
}

/** An account, on its server: what a piece keeps of it beyond the session is keyed so. */
export interface AccountRef {
  server: string
  userId: string
}

export interface SessionPiece<C = SessionContext> {
  /** Unique; the declared order names it. */
  readonly name: string
  /** A session starts (or the piece's module loads during one). */
  start?: (ctx: C) => void
  /** Empties the piece. Runs at every end, so it must be safe when nothing started. */
  clear: () => void
  /**
   * The account leaves this browser (signed out, or removed from the
   * accounts): what the piece kept of it beyond its sessions is deleted.
   */
  forget?: (who: AccountRef) => void
}

export interface SessionLifecycle<C> {
  /** Adds (or replaces, by name) a piece; during a session it starts at once. */
  register: (piece: SessionPiece<C>) => void
  /** Starts every piece for `ctx`; a session still running is ended first. */
  start: (ctx: C) => void
  /** Clears every piece. Safe to repeat, and run even when no session started. */
  end: () => void
  /** The end of one session and the start of the next: `start` on a running session. */
  switchTo: (ctx: C) => void
  /** Runs every piece's `forget` for an account that leaves this browser. */
  forget: (who: AccountRef) => void
}

/**
 * A lifecycle whose pieces run in `order` (by name); registered pieces it
 * does not name run after those, as registered. Kept small: it is part of a
 * guest's first download.
 */
export function createSessionLifecycle<C>(order: readonly string[]): SessionLifecycle<C> {
  const pieces = new Map<string, SessionPiece<C>>()
  let ctx: C | null = null

  // Unsigned, the -1 of a name not in the order sorts after every named piece.
  const rank = (piece: SessionPiece<C>) => order.indexOf(piece.name) >>> 0
  // One failing piece must not leave the others holding the last account's state.
  const run = (piece: SessionPiece<C>, step: 'start' | 'clear' | AccountRef) => {
    try {
      if (step === 'clear') piece.clear()
      else if (step === 'start') {
        if (ctx !== null) piece.start?.(ctx)
      } else piece.forget?.(step)
    } catch (e) {
      console.error('Session piece', piece.name, typeof step === 'string' ? step : 'forget', e)
    }
  }
  // The Map keeps registration order and the sort is stable: undeclared pieces stay as registered.
  const runAll = (step: 'start' | 'clear' | AccountRef) => {
    for (const piece of [...pieces.values()].sort((a, b) => rank(a) - rank(b))) run(piece, step)
  }

  const end = () => {
    ctx = null
    runAll('clear')
  }
  const start = (next: C) => {
    if (ctx !== null) end()
    ctx = next
    runAll('start')
  }

  return {
    register: (piece) => {
      pieces.set(piece.name, piece)
      run(piece, 'start')
    },
    start,
    end,
    switchTo: start,
    forget: (who) => runAll(who),
  }
}

/** The app's session. */
const session = createSessionLifecycle<SessionContext>(SESSION_PIECE_ORDER)

export const registerSessionPiece = session.register
export const startSession = session.start
export const endSession = session.end
export const forgetAccount = session.forget
