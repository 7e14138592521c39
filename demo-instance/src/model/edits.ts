/**
 * Editing statuses: the author changes text, content warning, sensitivity,
 * content type, attachments or poll; the previous version goes into the
 * history, `edited_at` moves, `status.update` streams, and everyone who
 * reblogged the status gets an `update` notification (as in Akkoma, which
 * keeps the audience, reply and visibility of the original).
 */

import type { ActionError } from './actions.ts'
import { notify } from './actions.ts'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { PollInput } from './polls.ts'
import { buildPoll, validatePoll } from './polls.ts'
import type { AccountRecord, MediaRecord, PollRecord, StatusEdit, StatusRecord } from './records.ts'
import { renderContent } from '../render/content.ts'
import type { Json, ViewContext } from '../render/view.ts'
import {
  renderLookup,
  serializeAccount,
  serializeAttachment,
  serializeEmojiList,
  serializePoll,
} from '../render/serializers.ts'

/** Fields of an edit request; absent ones keep their current value. */
export interface EditInput {
  source?: string
  spoilerText?: string
  sensitive?: boolean
  contentType?: string
  mediaIds?: string[]
  poll?: PollInput
}

function snapshot(status: StatusRecord): StatusEdit {
  return {
    source: status.source,
    spoilerText: status.spoilerText,
    sensitive: status.sensitive,
    at: status.editedAt ?? status.createdAt,
    contentType: status.contentType,
    mediaIds: [...status.mediaIds],
    poll: status.poll
      ? {
          options: status.poll.options.map((o) => o.title),
          multiple: status.poll.multiple,
          expiresAt: status.poll.expiresAt,
        }
      : null,
  }
}

function validateEdit(deps: Deps, author: AccountRecord, next: StatusRecord, input: EditInput) {
  if (next.source.trim() === '' && next.mediaIds.length === 0 && !next.poll)
    return "Validation failed: Text can't be blank"
  if ([...next.source].length + [...next.spoilerText].length > INSTANCE.maxCharacters)
    return 'The status is over the character limit'
  if (!(INSTANCE.postFormats as readonly string[]).includes(next.contentType))
    return 'Unsupported content type'
  if (next.mediaIds.length > INSTANCE.maxMediaAttachments) return 'Too many attachments'
  for (const id of input.mediaIds ?? []) {
    if (deps.store.media(id)?.accountId !== author.id) return 'Record not found'
  }
  return input.poll ? validatePoll(input.poll) : null
}

/** A new poll unless the options stayed the same (then the votes are kept). */
function editedPoll(deps: Deps, current: PollRecord | null, input: PollInput, nowMs: number) {
  const same =
    current !== null &&
    current.multiple === input.multiple &&
    current.options.length === input.options.length &&
    current.options.every((o, i) => o.title === input.options[i])
  return same ? current : buildPoll(deps.store.ids.misc.next(nowMs), input, nowMs)
}

export function editStatus(
  deps: Deps,
  status: StatusRecord,
  author: AccountRecord,
  input: EditInput,
  nowMs = Date.now(),
): ActionError | null {
  const next: StatusRecord = {
    ...status,
    source: input.source ?? status.source,
    spoilerText: input.spoilerText ?? status.spoilerText,
    sensitive: input.sensitive ?? status.sensitive,
    contentType: input.contentType || status.contentType,
    mediaIds: input.mediaIds ?? status.mediaIds,
    poll: input.poll ? editedPoll(deps, status.poll, input.poll, nowMs) : status.poll,
  }
  const error = validateEdit(deps, author, next, input)
  if (error) return { error, status: error === 'Record not found' ? 404 : 422 }
  const rendered = renderContent(next.source, next.contentType, {
    origin: 'http://localhost',
    lookup: renderLookup(deps.store, 'http://localhost'),
  })
  status.history.push(snapshot(status))
  Object.assign(status, next, {
    tags: rendered.tags,
    emojis: rendered.emojis,
    editedAt: new Date(Math.max(nowMs, Date.parse(status.createdAt) + 1000)).toISOString(),
  })
  deps.store.indexPoll(status)
  deps.store.changed()
  deps.hub.publish({ type: 'status.update', status })
  for (const reblog of deps.store.reblogsOf(status.id)) {
    notify(deps, {
      accountId: reblog.accountId,
      type: 'update',
      fromAccountId: author.id,
      statusId: status.id,
    })
  }
  return null
}

function historyItem(
  ctx: ViewContext,
  author: AccountRecord,
  version: StatusEdit,
  poll: Json | null,
): Json {
  const rendered = renderContent(version.source, version.contentType, {
    origin: ctx.origin,
    lookup: renderLookup(ctx.store, ctx.origin),
  })
  return {
    account: serializeAccount(ctx, author),
    content: rendered.html,
    sensitive: version.sensitive || rendered.tags.includes('nsfw'),
    spoiler_text: version.spoilerText,
    created_at: new Date(version.at).toISOString(),
    media_attachments: version.mediaIds
      .map((id) => ctx.store.media(id))
      .filter((m): m is MediaRecord => m !== undefined)
      .map((m) => serializeAttachment(ctx.origin, m)),
    emojis: serializeEmojiList(ctx.origin, rendered.emojis),
    poll,
  }
}

/** GET /api/v1/statuses/:id/history: every version, the original first, the current last. */
export function serializeHistory(ctx: ViewContext, status: StatusRecord): Json[] {
  const author = ctx.store.account(status.accountId)
  if (!author) return []
  const past = status.history.map((version) => {
    const poll = version.poll
      ? serializePoll(
          ctx,
          {
            id: status.poll?.id ?? `${status.id}-history`,
            options: version.poll.options.map((title) => ({ title, remoteVotes: 0 })),
            multiple: version.poll.multiple,
            expiresAt: version.poll.expiresAt,
            votes: [],
            remoteVoters: 0,
          },
          status.accountId,
        )
      : null
    return historyItem(ctx, author, version, poll)
  })
  const current = historyItem(ctx, author, snapshot(status), null)
  current.poll = status.poll ? serializePoll(ctx, status.poll, status.accountId) : null
  return [...past, current]
}
