import { create } from 'zustand'

/**
 * A screen that tells a guest in place to sign in ("this server shows this
 * only to its members") claims the screen's one sign-in prompt: the
 * shell's "Log in to join the conversation" banner and the sidebar's sign-in
 * form step aside while it is shown, so the guest is not asked three times.
 * `inPlace` counts the in-place prompts mounted (features/auth's
 * MembersOnlyNotice), so two never unclaim each other.
 */
export const useSignInPrompt = create<{ inPlace: number }>()(() => ({ inPlace: 0 }))

/** Whether the screen already asks the guest to sign in, in place. */
export const useSignInPromptInPlace = (): boolean => useSignInPrompt((s) => s.inPlace > 0)
