import { useEffect } from 'react'
import { create } from 'zustand'

/**
 * A screen that tells a guest in place to sign in ("this server shows this
 * only to its members") claims the screen's one sign-in prompt: the
 * shell's "Log in to join the conversation" banner and the sidebar's sign-in
 * form step aside while it is shown, so the guest is not asked three times.
 */
interface SignInPromptState {
  /** How many in-place prompts are mounted (a count, so two never unclaim each other). */
  inPlace: number
}

const useSignInPrompt = create<SignInPromptState>()(() => ({ inPlace: 0 }))

/** Claims the screen's sign-in prompt while the calling component is mounted. */
export function useClaimSignInPrompt(): void {
  useEffect(() => {
    useSignInPrompt.setState((s) => ({ inPlace: s.inPlace + 1 }))
    return () => useSignInPrompt.setState((s) => ({ inPlace: s.inPlace - 1 }))
  }, [])
}

/** Whether the screen already asks the guest to sign in, in place. */
export const useSignInPromptInPlace = (): boolean => useSignInPrompt((s) => s.inPlace > 0)
