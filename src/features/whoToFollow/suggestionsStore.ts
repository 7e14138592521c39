import { create } from 'zustand'
import { fetchSuggestions } from '../../api/endpoints/relationships'
import { ApiError } from '../../api/errors'
import type { Account } from '../../api/types'
import { api } from '../../api/client'
import { SUGGESTIONS_LIMIT } from '../../config/constants'
import { useEntities } from '../../store/entities'
import { markFeatureMissing } from '../../store/serverFeatures'
import { registerSessionPiece } from '../../store/sessionLifecycle'

/** Suggested accounts, shared by the page and the side panel. */
export type SuggestionsPhase = 'idle' | 'loading' | 'ready' | 'error'

interface SuggestionsState {
  phase: SuggestionsPhase
  ids: string[]
}

export const useSuggestions = create<SuggestionsState>()(() => ({ phase: 'idle', ids: [] }))

let running: Promise<void> | null = null

/** Fetches the suggestions (again); concurrent callers share one request. */
export function loadSuggestions(): Promise<void> {
  running ??= (async () => {
    useSuggestions.setState((s) => ({ phase: s.phase === 'ready' ? 'ready' : 'loading' }))
    try {
      const accounts: Account[] = await fetchSuggestions(api(), SUGGESTIONS_LIMIT)
      useEntities.getState().ingestAccounts(accounts)
      useSuggestions.setState({ phase: 'ready', ids: accounts.map((a) => a.id) })
    } catch (error) {
      // A server without suggestions: the panel and its entries go away.
      if (error instanceof ApiError && error.status === 404) markFeatureMissing('suggestions')
      console.warn('Could not load suggestions', error)
      useSuggestions.setState({ phase: 'error' })
    } finally {
      running = null
    }
  })()
  return running
}

// Suggestions are for one user: a new sign-in starts over.
const noSuggestions = () => useSuggestions.setState({ phase: 'idle', ids: [] })
registerSessionPiece({ name: 'whoToFollow', start: noSuggestions, clear: noSuggestions })
