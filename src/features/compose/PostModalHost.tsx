import { Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'
import { useSession } from '../../store/session'
import { recoverableLazy } from '../../ui/recoverableLazy'
import { closePostModal, openPostModal, usePostModal } from './postModalStore'

const PostModal = recoverableLazy(() => import('./PostModal'), closePostModal)

/**
 * Mounted once (GlobalHosts); the modal itself is a lazy chunk loaded on
 * first open. A `?message=` link opens it with that text for
 * signed-in users.
 */
export function PostModalHost() {
  const request = usePostModal((s) => s.request)
  const open = usePostModal((s) => s.open)
  const seq = usePostModal((s) => s.seq)
  const { search } = useLocation()
  const signedIn = useSession((s) => s.currentUserId !== null)
  useEffect(() => {
    const message = signedIn ? new URLSearchParams(search).get('message') : null
    if (message) openPostModal({ mode: 'new', initial: { status: message } })
  }, [search, signedIn])
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <PostModal key={seq} request={request} open={open} onClose={closePostModal} />
    </Suspense>
  )
}
