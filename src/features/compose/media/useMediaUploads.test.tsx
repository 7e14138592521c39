import { act, renderHook } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import { uploadMedia, updateMedia } from '../../../api/endpoints/media'
import type { UploadOptions } from '../../../api/endpoints/media'
import { ApiError, NetworkError } from '../../../api/errors'
import type { Attachment } from '../../../api/types'
import { initI18n } from '../../../i18n/i18n'
import { useNotices } from '../../../store/notices'
import { useSession } from '../../../store/session'
import { useMediaUploads } from './useMediaUploads'

vi.mock('../../../api/endpoints/media', () => ({
  uploadMedia: vi.fn(),
  updateMedia: vi.fn(),
}))

interface Pending {
  file: File
  options: UploadOptions
  resolve(a: Attachment): void
  reject(e: unknown): void
}
let pending: Pending[]

const attachment = (id: string, description = ''): Attachment => ({
  id,
  type: 'image',
  url: `https://x.example/media/${id}.png`,
  preview_url: `https://x.example/media/${id}.png`,
  remote_url: null,
  description,
  blurhash: null,
  mime_type: 'image/png',
  meta: {
    original: { width: 1, height: 1, aspect: 1 },
    small: { width: 1, height: 1, aspect: 1 },
    duration: null,
  },
})

const file = (name: string, size = 10, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type })

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  pending = []
  vi.clearAllMocks()
  vi.mocked(uploadMedia).mockImplementation(
    (_client, f, options = {}) =>
      new Promise((resolve, reject) => pending.push({ file: f, options, resolve, reject })),
  )
  vi.mocked(updateMedia).mockImplementation(async (_client, id, changes) =>
    attachment(id, changes.description),
  )
  useNotices.getState().clear()
  const instance = mergeInstanceConfig({}, '')
  useSession.setState({
    instance: {
      ...instance,
      maxMediaAttachments: 3,
      uploadlimit: { ...instance.uploadlimit, general: 1024 },
    },
  })
})

const setup = (initial?: Attachment[]) => renderHook(() => useMediaUploads(initial))

describe('useMediaUploads', () => {
  it('tracks progress, the upload counter and readiness', async () => {
    const { result } = setup()
    act(() => result.current.addFiles([file('a.png'), file('b.png')]))
    expect(result.current.uploading).toBe(2)
    expect(result.current.ready).toBe(false)
    expect(result.current.items.map((i) => i.status)).toEqual(['uploading', 'uploading'])

    act(() => pending[0]?.options.onProgress?.(0.4))
    expect(result.current.items[0]?.progress).toBe(0.4)

    await act(async () => pending[0]?.resolve(attachment('m1')))
    expect(result.current.uploading).toBe(1)
    await act(async () => pending[1]?.resolve(attachment('m2')))
    expect(result.current.ready).toBe(true)
    expect(result.current.attachmentIds()).toEqual(['m1', 'm2'])
    expect(result.current.items[0]).toMatchObject({ status: 'done', progress: 1 })
  })

  it('fails too-big files before sending, with both sizes and units', () => {
    const { result } = setup()
    act(() => result.current.addFiles([file('big.png', 2048)]))
    expect(uploadMedia).not.toHaveBeenCalled()
    expect(result.current.items[0]).toMatchObject({ status: 'failed', retryable: false })
    expect(result.current.items[0]?.error).toBe(
      'Upload failed. The file is too big: 2 KiB, and the limit is 1 KiB.',
    )
    expect(result.current.uploading).toBe(0)
  })

  it('reports server failures with their text, and retries them', async () => {
    const { result } = setup()
    act(() => result.current.addFiles([file('a.png'), file('b.png')]))
    await act(async () =>
      pending[0]?.reject(
        new ApiError({ status: 422, statusText: '', body: { error: 'Bad file' }, url: '' }),
      ),
    )
    await act(async () => pending[1]?.reject(new TypeError('offline')))
    expect(result.current.items.map((i) => i.error)).toEqual([
      'Upload failed. The server said: Bad file',
      'Upload failed. Please try again later.',
    ])
    expect(result.current.ready).toBe(true)
    expect(result.current.attachmentIds()).toEqual([])

    const id = result.current.items[0]?.localId ?? ''
    act(() => result.current.retry(id))
    expect(result.current.items[0]).toMatchObject({ status: 'uploading', error: undefined })
    await act(async () => pending[2]?.resolve(attachment('m3')))
    expect(result.current.attachmentIds()).toEqual(['m3'])
  })

  it('counts a file that waits for the network as attached, and hands it to the outbox', async () => {
    const { result } = setup()
    act(() => result.current.addFiles([file('a.png'), file('b.png')]))
    await act(async () =>
      pending[0]?.reject(
        new ApiError({ status: 422, statusText: '', body: { error: 'Bad file' }, url: '' }),
      ),
    )
    await act(async () => pending[1]?.reject(new NetworkError('/api/v2/media', new TypeError())))
    // The refused file is no part of the post; the one without a network goes with it later.
    expect(result.current.attached).toBe(1)
    expect(result.current.attachmentIds()).toEqual([])
    expect(result.current.offlineFiles().map((f) => f.file.name)).toEqual(['b.png'])
  })

  it('caps the file count at the instance maximum with a notice', () => {
    const { result } = setup()
    act(() => result.current.addFiles([file('1'), file('2'), file('3'), file('4')]))
    expect(result.current.items).toHaveLength(3)
    expect(result.current.full).toBe(true)
    expect(result.current.limit).toBe(3)
    expect(useNotices.getState().notices[0]).toMatchObject({
      messageKey: 'upload.error.limit',
      messageArgs: { count: 3 },
    })
  })

  it('reorders and removes files, aborting a running upload', async () => {
    const { result } = setup([attachment('a'), attachment('b'), attachment('c')])
    expect(result.current.attachmentIds()).toEqual(['a', 'b', 'c'])
    const [first, , last] = result.current.items
    act(() => result.current.move(first?.localId ?? '', 1))
    expect(result.current.attachmentIds()).toEqual(['b', 'a', 'c'])
    act(() => result.current.move(last?.localId ?? '', -1))
    expect(result.current.attachmentIds()).toEqual(['b', 'c', 'a'])
    act(() => result.current.move(last?.localId ?? '', -1))
    act(() => result.current.move(last?.localId ?? '', -1))
    expect(result.current.attachmentIds()).toEqual(['c', 'b', 'a'])

    act(() => result.current.remove(first?.localId ?? ''))
    act(() => result.current.addFiles([file('new.png')]))
    const running = result.current.items[2]
    act(() => result.current.remove(running?.localId ?? ''))
    expect(pending[0]?.options.signal?.aborted).toBe(true)
    expect(result.current.attachmentIds()).toEqual(['c', 'b'])
    expect(result.current.uploading).toBe(0)
  })

  it('saves changed descriptions and keeps them for drafts', async () => {
    const { result } = setup([attachment('a', 'old'), attachment('b', 'same')])
    const [a] = result.current.items
    act(() => result.current.setDescription(a?.localId ?? '', 'new alt'))
    expect(result.current.descriptionsToSave()).toEqual([{ id: 'a', description: 'new alt' }])
    expect(result.current.uploaded().map((m) => m.description)).toEqual(['new alt', 'same'])
    await act(() => result.current.saveDescriptions())
    expect(updateMedia).toHaveBeenCalledTimes(1)
    expect(vi.mocked(updateMedia).mock.calls[0]?.slice(1)).toEqual([
      'a',
      { description: 'new alt' },
    ])
    expect(result.current.descriptionsToSave()).toEqual([])
  })

  it('throws the translated description error when saving fails', async () => {
    vi.mocked(updateMedia).mockRejectedValue(new Error('boom'))
    const { result } = setup([attachment('a')])
    act(() => result.current.setDescription(result.current.items[0]?.localId ?? '', 'alt'))
    await expect(result.current.saveDescriptions()).rejects.toThrow(
      'Could not update the media descriptions. Please try again.',
    )
    expect(result.current.descriptionsToSave()).toHaveLength(1)
  })

  it('resets to nothing and stops uploads on unmount', () => {
    const { result, unmount } = setup()
    act(() => result.current.addFiles([file('a.png')]))
    act(() => result.current.reset())
    expect(result.current.items).toEqual([])
    expect(pending[0]?.options.signal?.aborted).toBe(true)
    act(() => result.current.addFiles([file('b.png')]))
    unmount()
    expect(pending[1]?.options.signal?.aborted).toBe(true)
  })
})
