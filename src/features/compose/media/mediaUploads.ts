/**
 * The post form's uploads outside React: a small store of items, each an
 * explicit state machine (uploading → done | failed; failed → uploading on
 * retry), with the size check before sending, the file cap, reordering and
 * the descriptions (alt texts) to save before posting.
 */
import { uploadMedia, updateMedia } from '../../../api/endpoints/media'
import { isAbortError, NetworkError } from '../../../api/errors'
import { readableText } from '../../../api/readableError'
import type { Attachment, AttachmentType } from '../../../api/types'
import { api } from '../../../api/client'
import { translator } from '../../../i18n/i18n'
import { pushNotice } from '../../../store/notices'
import { checkUploadSize } from './fileSize'
import './messages'

/** An uploaded file as the server describes it; plain data, fit for drafts. */
export type UploadedMedia = Attachment

export type UploadStatus = 'uploading' | 'done' | 'failed'

export interface MediaItem {
  localId: string
  /** File name (or the attachment id for media that came with a draft). */
  name: string
  kind: AttachmentType
  status: UploadStatus
  /** Fraction sent, 0..1. */
  progress: number
  /** Why it failed, translated; only when failed. */
  error?: string
  /** A failed upload can be sent again (not when the file is too big). */
  retryable: boolean
  /** It failed for want of a network: a post that waits for one takes the file with it. */
  offline?: boolean
  attachment?: UploadedMedia
  /** The alt text as edited; saved with saveDescriptions(). */
  description: string
  /** Object URL of a local image, or the server's preview. */
  preview: string | null
  /** How to show `preview`: a still image, or a video (Akkoma's preview of a video is the file). */
  previewType: 'image' | 'video' | null
}

/**
 * Whether a file counts as attached: uploaded or on its way, or waiting with
 * the post for the network (offline, a post of files alone is no empty post).
 */
export const countsAsAttached = (item: Pick<MediaItem, 'status' | 'offline'>): boolean =>
  item.status !== 'failed' || item.offline === true

export interface UploadsConfig {
  /** Bytes; 0 when unknown (no check). */
  uploadLimit: number
  /** Most files per post. */
  maxFiles: number
}

const kindOf = (mimeType: string): AttachmentType => {
  const family = mimeType.split('/')[0]
  return family === 'image' || family === 'video' || family === 'audio' ? family : 'unknown'
}

const t = (key: string, args?: Record<string, string | number>) => translator.t(key, args)

function failureMessage(error: unknown): string {
  const words = readableText(error)
  const reason = words ? t('upload.error.server', { message: words }) : t('upload.error.default')
  return `${t('upload.error.base')} ${reason}`
}

function remotePreview(media: UploadedMedia): Pick<MediaItem, 'preview' | 'previewType'> {
  if (media.type === 'image' && (media.preview_url || media.url)) {
    return { preview: media.preview_url || media.url, previewType: 'image' }
  }
  if (media.type === 'video' || media.type === 'gifv') {
    // Mastodon sends a still for videos; Akkoma's preview is the video itself.
    if (media.preview_url && media.preview_url !== media.url) {
      return { preview: media.preview_url, previewType: 'image' }
    }
    if (media.url) return { preview: media.url, previewType: 'video' }
  }
  return { preview: null, previewType: null }
}

function itemFromUploaded(localId: string, media: UploadedMedia): MediaItem {
  return {
    localId,
    name: media.url.split('/').pop() || media.id,
    kind: media.type === 'gifv' ? 'video' : media.type,
    status: 'done',
    progress: 1,
    retryable: false,
    attachment: media,
    description: media.description,
    ...remotePreview(media),
  }
}

export class MediaUploadsController {
  private items: MediaItem[]
  private readonly listeners = new Set<() => void>()
  private readonly files = new Map<string, File>()
  private readonly aborts = new Map<string, AbortController>()
  private readonly objectUrls = new Map<string, string>()
  private seq = 0

  constructor(
    initial: readonly UploadedMedia[],
    private config: UploadsConfig,
  ) {
    this.items = initial.map((media) => itemFromUploaded(this.nextId(), media))
  }

  configure(config: UploadsConfig): void {
    this.config = config
  }

  private nextId(): string {
    this.seq += 1
    return `upload-${this.seq}`
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getSnapshot = (): readonly MediaItem[] => this.items

  private set(items: MediaItem[]): void {
    this.items = items
    this.listeners.forEach((l) => l())
  }

  private patch(localId: string, patch: Partial<MediaItem>): void {
    if (!this.items.some((i) => i.localId === localId)) return
    this.set(this.items.map((i) => (i.localId === localId ? { ...i, ...patch } : i)))
  }

  private item(localId: string): MediaItem | undefined {
    return this.items.find((i) => i.localId === localId)
  }

  /** Files that count against the cap: failed ones are on their way out. */
  activeCount(): number {
    return this.items.filter((i) => i.status !== 'failed').length
  }

  addFiles = (files: readonly File[]): void => {
    const room = Math.max(0, this.config.maxFiles - this.activeCount())
    if (files.length > room) {
      pushNotice('upload.error.limit', {
        args: { count: this.config.maxFiles },
        level: 'warning',
      })
    }
    const added: MediaItem[] = []
    for (const file of files.slice(0, room)) {
      const localId = this.nextId()
      const kind = kindOf(file.type)
      let preview: string | null = null
      // Only images: CSPs like Akkoma's allow blob: images but not blob: video or audio.
      if (kind === 'image' && typeof URL.createObjectURL === 'function') {
        preview = URL.createObjectURL(file)
        this.objectUrls.set(localId, preview)
      }
      this.files.set(localId, file)
      const tooBig = checkUploadSize(file.size, this.config.uploadLimit)
      added.push({
        localId,
        name: file.name,
        kind,
        status: tooBig ? 'failed' : 'uploading',
        progress: 0,
        error: tooBig
          ? `${t('upload.error.base')} ${t('upload.error.file_too_big', {
              filesize: tooBig.size.num,
              filesizeunit: tooBig.size.unit,
              allowedsize: tooBig.limit.num,
              allowedsizeunit: tooBig.limit.unit,
            })}`
          : undefined,
        retryable: false,
        description: '',
        preview,
        previewType: preview ? 'image' : null,
      })
    }
    if (added.length === 0) return
    this.set([...this.items, ...added])
    for (const item of added) if (item.status === 'uploading') this.start(item.localId)
  }

  private start(localId: string): void {
    const file = this.files.get(localId)
    if (!file) return
    const controller = new AbortController()
    this.aborts.set(localId, controller)
    uploadMedia(api(), file, {
      onProgress: (fraction) => {
        if (!controller.signal.aborted) this.patch(localId, { progress: fraction })
      },
      signal: controller.signal,
    }).then(
      (attachment) => {
        if (controller.signal.aborted) return
        this.aborts.delete(localId)
        // The file is on the server now; keep it only while a retry could need it.
        this.files.delete(localId)
        this.patch(localId, { status: 'done', progress: 1, attachment })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        this.aborts.delete(localId)
        this.patch(localId, {
          status: 'failed',
          error: failureMessage(error),
          retryable: true,
          offline: error instanceof NetworkError,
        })
      },
    )
  }

  retry = (localId: string): void => {
    const item = this.item(localId)
    if (!item || item.status !== 'failed' || !item.retryable) return
    if (this.activeCount() >= this.config.maxFiles) return
    this.patch(localId, { status: 'uploading', progress: 0, error: undefined, retryable: false })
    this.start(localId)
  }

  remove = (localId: string): void => {
    this.forget(localId)
    this.set(this.items.filter((i) => i.localId !== localId))
  }

  private forget(localId: string): void {
    this.aborts.get(localId)?.abort()
    this.aborts.delete(localId)
    this.files.delete(localId)
    const url = this.objectUrls.get(localId)
    if (url) URL.revokeObjectURL(url)
    this.objectUrls.delete(localId)
  }

  move = (localId: string, delta: -1 | 1): void => {
    const from = this.items.findIndex((i) => i.localId === localId)
    const to = from + delta
    if (from < 0 || to < 0 || to >= this.items.length) return
    const items = [...this.items]
    const [moved] = items.splice(from, 1)
    if (moved) items.splice(to, 0, moved)
    this.set(items)
  }

  setDescription = (localId: string, text: string): void => {
    this.patch(localId, { description: text })
  }

  private done(): MediaItem[] {
    return this.items.filter((i) => i.status === 'done' && i.attachment)
  }

  /** The files that could not go for want of a network, with their alt texts. */
  offlineFiles = (): { file: File; description: string }[] =>
    this.items.flatMap((i) => {
      const file = i.status === 'failed' && i.offline ? this.files.get(i.localId) : undefined
      return file ? [{ file, description: i.description }] : []
    })

  attachmentIds = (): string[] => this.done().map((i) => i.attachment?.id ?? '')

  descriptionsToSave = (): { id: string; description: string }[] =>
    this.done()
      .filter((i) => i.description !== i.attachment?.description)
      .map((i) => ({ id: i.attachment?.id ?? '', description: i.description }))

  /** PUT each changed description; throws the translated media_description_error if any fails. */
  saveDescriptions = async (): Promise<void> => {
    const changes = this.descriptionsToSave()
    if (changes.length === 0) return
    const results = await Promise.allSettled(
      changes.map((c) => updateMedia(api(), c.id, { description: c.description })),
    )
    const saved = new Map<string, string>()
    results.forEach((result, index) => {
      const change = changes[index]
      if (result.status === 'fulfilled' && change) saved.set(change.id, change.description)
    })
    if (saved.size > 0) {
      this.set(
        this.items.map((i) => {
          const id = i.attachment?.id
          const description = id !== undefined ? saved.get(id) : undefined
          return description !== undefined && i.attachment
            ? { ...i, attachment: { ...i.attachment, description } }
            : i
        }),
      )
    }
    if (saved.size < changes.length) throw new Error(t('post_status.media_description_error'))
  }

  uploaded = (): UploadedMedia[] =>
    this.done().flatMap((i) =>
      i.attachment ? [{ ...i.attachment, description: i.description }] : [],
    )

  reset = (): void => {
    for (const item of this.items) this.forget(item.localId)
    this.set([])
  }

  /** Unmount: stop uploads and free the local previews (the items stay usable). */
  dispose(): void {
    for (const item of this.items) {
      if (item.status === 'uploading') {
        this.forget(item.localId)
        this.patch(item.localId, {
          status: 'failed',
          error: t('upload.error.default'),
          retryable: false,
        })
      } else {
        const url = this.objectUrls.get(item.localId)
        if (url) URL.revokeObjectURL(url)
        this.objectUrls.delete(item.localId)
      }
    }
  }
}
