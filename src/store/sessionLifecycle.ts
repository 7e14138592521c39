import type { Account } from '../api/types'

/*
 * One lifecycle for everything that belongs to the signed-in account. Each
 * piece of per-account state says how it starts for a new session and how
 * it is emptied; signing in, signing out and switching accounts run every
 * piece, in the order app/session/pieces.ts declares. A piece registers
 * itself when its module loads (many live in chunks a guest never
 * downloads): registered during a session, it starts at once.
 */

/** Who a session is for: the verified account that signed in. */
export interface SessionContext {
  user: Account
}

export interface SessionPiece<C = SessionContext> {
  /** Unique; the declared order names it. */
  readonly name: string
  /** A session starts (or the piece's module loads during one). */
  start?: (ctx: C) => void
  /** Empties the piece. Runs at every end, so it must be safe when nothing started. */
  clear: () => void
}

export interface SessionLifecycle<C> {
  /** The order pieces run in; registered pieces it does not name run after, as registered. */
  declareOrder: (names: readonly string[]) => void
  /** Adds (or replaces, by name) a piece; during a session it starts at once. */
  register: (piece: SessionPiece<C>) => void
  /** Starts every piece for `ctx`; a session still running is ended first. */
  start: (ctx: C) => void
  /** Clears every piece. Safe to repeat, and run even when no session started. */
  end: () => void
  /** The end of one session and the start of the next. */
  switchTo: (ctx: C) => void
  /** The running session's context, or null. */
  current: () => C | null
  /** Registered pieces by name, in the order they run. */
  names: () => string[]
}

type Report = (message: string, error: unknown) => void

/** A lifecycle of its own (the app uses one; tests make theirs). */
export function createSessionLifecycle<C>(
  report: Report = (message, error) => console.error(message, error),
): SessionLifecycle<C> {
  let order: readonly string[] = []
  const pieces = new Map<string, SessionPiece<C>>()
  let ctx: C | null = null

  const ordered = (): SessionPiece<C>[] => {
    const rank = (name: string) => {
      const at = order.indexOf(name)
      return at === -1 ? order.length : at
    }
    // Map keeps registration order, and the sort is stable: undeclared ones stay as registered.
    return [...pieces.values()].sort((a, b) => rank(a.name) - rank(b.name))
  }

  // One failing piece must not leave the others holding the last account's state.
  const startPiece = (piece: SessionPiece<C>, context: C) => {
    try {
      piece.start?.(context)
    } catch (e) {
      report(`Session piece "${piece.name}" could not start`, e)
    }
  }
  const clearPiece = (piece: SessionPiece<C>) => {
    try {
      piece.clear()
    } catch (e) {
      report(`Session piece "${piece.name}" could not clear`, e)
    }
  }

  const end = () => {
    ctx = null
    for (const piece of ordered()) clearPiece(piece)
  }
  const start = (next: C) => {
    if (ctx !== null) end()
    ctx = next
    for (const piece of ordered()) startPiece(piece, next)
  }

  return {
    declareOrder: (names) => {
      order = [...names]
    },
    register: (piece) => {
      pieces.set(piece.name, piece)
      if (ctx !== null) startPiece(piece, ctx)
    },
    start,
    end,
    switchTo: (next) => {
      end()
      start(next)
    },
    current: () => ctx,
    names: () => ordered().map((p) => p.name),
  }
}

/** The app's session. */
const session = createSessionLifecycle<SessionContext>()

export const declareSessionOrder = session.declareOrder
export const registerSessionPiece = session.register
export const startSession = session.start
export const endSession = session.end
export const switchSession = session.switchTo
export const sessionPieceNames = session.names
