import { Suspense } from 'react'
import { recoverableLazy } from '../statuses/actions/recoverableLazy'
import { closePostModal, usePostModal } from './postModalStore'

const PostModal = recoverableLazy(() => import('./PostModal'), closePostModal)

/** Mounted once (GlobalHosts); the modal itself is a lazy chunk loaded on first open. */
export function PostModalHost() {
  const request = usePostModal((s) => s.request)
  const open = usePostModal((s) => s.open)
  const seq = usePostModal((s) => s.seq)
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <PostModal key={seq} request={request} open={open} onClose={closePostModal} />
    </Suspense>
  )
}
