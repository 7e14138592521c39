import { createContext, useContext } from 'react'

/**
 * What a screen knows that changes mute decisions for the posts it shows:
 * a profile page passes its owner (whose own posts are never muted there),
 * and whoever holds the mute and block lists can pass them.
 */
export interface MuteScopeValue {
  profileOwnerId?: string | null
  mutedAccountIds?: ReadonlySet<string>
  blockedAccountIds?: ReadonlySet<string>
}

const EMPTY: MuteScopeValue = {}

export const MuteScopeContext = createContext<MuteScopeValue>(EMPTY)

/** Wrap a list of StatusViews: `<MuteScope.Provider value={{ profileOwnerId }}>`. */
export const MuteScope = MuteScopeContext

export const useMuteScope = (): MuteScopeValue => useContext(MuteScopeContext)
