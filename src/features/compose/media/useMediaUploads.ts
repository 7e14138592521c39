import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { DEFAULT_MAX_MEDIA_ATTACHMENTS } from '../../../config/constants'
import { useSession } from '../../../store/session'
import { countsAsAttached, MediaUploadsController } from './mediaUploads'
import type { MediaItem, UploadedMedia } from './mediaUploads'

export interface MediaUploads {
  items: readonly MediaItem[]
  /** Uploads in flight (posting waits for this to reach 0). */
  uploading: number
  /** Nothing is uploading: the post may be sent. Failed items are simply not attached. */
  ready: boolean
  /** Most files per post (the instance's max media attachments). */
  limit: number
  /** The cap is reached: no more files can be added. */
  full: boolean
  /** Files the post carries, those waiting for the network included. */
  attached: number
  addFiles(files: File[]): void
  remove(localId: string): void
  retry(localId: string): void
  move(localId: string, delta: -1 | 1): void
  setDescription(localId: string, text: string): void
  /** Ids of the uploaded files, in the order shown, for `media_ids[]`. */
  attachmentIds(): string[]
  /** Files that failed for want of a network, to wait in the outbox with the post. */
  offlineFiles(): { file: File; description: string }[]
  descriptionsToSave(): { id: string; description: string }[]
  saveDescriptions(): Promise<void>
  /** The uploaded files with their current descriptions, for drafts. */
  uploaded(): UploadedMedia[]
  reset(): void
}

/**
 * The uploads of one post form. `initial` restores the files of a draft or
 * of an edited post (already on the server). Uploads stop when the form
 * unmounts.
 */
export function useMediaUploads(initial?: readonly UploadedMedia[]): MediaUploads {
  const uploadLimit = useSession((s) => s.instance?.uploadlimit.general ?? 0)
  const maxFiles = useSession(
    (s) => s.instance?.maxMediaAttachments ?? DEFAULT_MAX_MEDIA_ATTACHMENTS,
  )
  const [controller] = useState(
    () => new MediaUploadsController(initial ?? [], { uploadLimit, maxFiles }),
  )
  useEffect(() => {
    controller.configure({ uploadLimit, maxFiles })
  }, [controller, uploadLimit, maxFiles])
  useEffect(() => () => controller.dispose(), [controller])

  const items = useSyncExternalStore(controller.subscribe, controller.getSnapshot)

  return useMemo(() => {
    const uploading = items.filter((i) => i.status === 'uploading').length
    const active = items.filter((i) => i.status !== 'failed').length
    return {
      items,
      uploading,
      ready: uploading === 0,
      limit: maxFiles,
      full: active >= maxFiles,
      attached: items.filter(countsAsAttached).length,
      addFiles: controller.addFiles,
      remove: controller.remove,
      retry: controller.retry,
      move: controller.move,
      setDescription: controller.setDescription,
      attachmentIds: controller.attachmentIds,
      offlineFiles: controller.offlineFiles,
      descriptionsToSave: controller.descriptionsToSave,
      saveDescriptions: controller.saveDescriptions,
      uploaded: controller.uploaded,
      reset: controller.reset,
    }
  }, [items, controller, maxFiles])
}
