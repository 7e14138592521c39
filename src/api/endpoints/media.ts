/**
 * Media calls of the post form: upload, fetch while the server
 * processes, and description updates. fetch cannot report upload progress,
 * so the upload itself goes through XMLHttpRequest with the ApiClient's base
 * URL and token; everything else uses the client as usual.
 */
import { MEDIA_PROCESSING_MAX_POLLS, MEDIA_PROCESSING_POLL_INTERVAL } from '../../config/constants'
import { ApiError, MalformedResponseError, NetworkError } from '../errors'
import type { ApiClient } from '../http'
import { normalizeAttachment } from '../normalize'
import { isRecord } from '../read'
import type { Attachment } from '../types'

export interface UploadOptions {
  description?: string
  /** Fraction of the file sent, 0..1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

interface XhrReply {
  status: number
  statusText: string
  body: unknown
  url: string
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function sendMultipart(
  client: ApiClient,
  path: string,
  form: FormData,
  options: UploadOptions,
): Promise<XhrReply> {
  const url = client.url(path)
  const { signal, onProgress } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal))
      return
    }
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    xhr.open('POST', url)
    xhr.setRequestHeader('Accept', 'application/json')
    if (client.token) xhr.setRequestHeader('Authorization', `Bearer ${client.token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      signal?.removeEventListener('abort', onAbort)
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        body: parseBody(xhr.responseText),
        url,
      })
    }
    xhr.onerror = () => {
      signal?.removeEventListener('abort', onAbort)
      reject(new NetworkError(url))
    }
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort)
      reject(signal ? abortError(signal) : new DOMException('Aborted', 'AbortError'))
    }
    signal?.addEventListener('abort', onAbort)
    xhr.send(form)
  })
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal))
      return
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortError(signal as AbortSignal))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export async function getMedia(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Attachment> {
  return normalizeAttachment(
    await client.get(`/api/v1/media/${encodeURIComponent(id)}`, { signal }),
  )
}

/** A 202 upload has no URL until the server has processed it (Mastodon): ask again. */
async function untilProcessed(
  client: ApiClient,
  attachment: Attachment,
  signal?: AbortSignal,
): Promise<Attachment> {
  let current = attachment
  for (let i = 0; current.url === '' && i < MEDIA_PROCESSING_MAX_POLLS; i++) {
    await sleep(MEDIA_PROCESSING_POLL_INTERVAL, signal)
    current = await getMedia(client, attachment.id, signal)
  }
  if (current.url === '') {
    throw new ApiError({
      status: 202,
      statusText: 'Accepted',
      body: '',
      url: client.url(`/api/v1/media/${attachment.id}`),
      message: 'The server did not finish processing the upload',
    })
  }
  return current
}

/**
 * POST /api/v2/media (or /api/v1/media where v2 is missing) with upload
 * progress. Resolves once the attachment has its URL; rejects with
 * ApiError (status and the server's error text), NetworkError, or the
 * AbortError of `signal`.
 */
export async function uploadMedia(
  client: ApiClient,
  file: File,
  options: UploadOptions = {},
): Promise<Attachment> {
  const form = new FormData()
  form.append('file', file, file.name)
  if (options.description) form.append('description', options.description)
  let reply = await sendMultipart(client, '/api/v2/media', form, options)
  if (reply.status === 404) reply = await sendMultipart(client, '/api/v1/media', form, options)
  if (reply.status < 200 || reply.status > 299) throw new ApiError(reply)
  if (!isRecord(reply.body)) {
    throw new MalformedResponseError({ ...reply, reason: 'expected an attachment' })
  }
  options.onProgress?.(1)
  return untilProcessed(client, normalizeAttachment(reply.body), options.signal)
}

/** PUT /api/v1/media/{id}: the description (alt text), optionally the focal point. */
export async function updateMedia(
  client: ApiClient,
  id: string,
  changes: { description?: string; focus?: string },
): Promise<Attachment> {
  return normalizeAttachment(
    await client.put(`/api/v1/media/${encodeURIComponent(id)}`, { json: changes }),
  )
}
