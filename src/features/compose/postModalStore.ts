import { create } from 'zustand'
import type { StoredStatus } from '../../store/entities'
import type { PostFormInitial } from './PostForm'

/** The app-wide post modal (new post, reply, quote, edit and redraft). */
export type PostModalMode = 'new' | 'reply' | 'quote' | 'edit' | 'redraft'

export interface PostModalRequest {
  mode: PostModalMode
  /** The status replied to, quoted or edited. */
  status?: StoredStatus
  /** Prefilled values (redraft). */
  initial?: PostFormInitial
}

interface PostModalStore {
  request: PostModalRequest | null
  open: boolean
  /** Bumped on every open, so each request starts a fresh form. */
  seq: number
}

export const usePostModal = create<PostModalStore>()(() => ({ request: null, open: false, seq: 0 }))

export function openPostModal(request: PostModalRequest): void {
  usePostModal.setState((s) => ({ request, open: true, seq: s.seq + 1 }))
}

/** Closes the dialog; the request stays until the next open so focus returns cleanly. */
export function closePostModal(): void {
  usePostModal.setState({ open: false })
}
