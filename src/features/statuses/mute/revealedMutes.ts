import { create } from 'zustand'

interface RevealedMutes {
  /** Statuses whose muted post the reader chose to see. */
  revealed: Record<string, true>
  toggle: (id: string) => void
}

/**
 * Which muted posts are shown, by status id. Kept outside the post's own
 * component: a virtual list mounts a post anew when it scrolls back into
 * view, or when the list takes over from the first statuses drawn, and a
 * post the reader revealed must stay revealed.
 */
export const useRevealedMutes = create<RevealedMutes>()((set) => ({
  revealed: {},
  toggle: (id) =>
    set((s) => {
      const revealed = { ...s.revealed }
      if (revealed[id]) delete revealed[id]
      else revealed[id] = true
      return { revealed }
    }),
}))
