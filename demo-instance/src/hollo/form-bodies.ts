/**
 * What Hollo makes of bodies that are not JSON, where that differs from
 * the demo (which reads every encoding alike):
 *
 * - posting or editing a status reads a form flat (request-body.ts): a
 *   `sensitive`, `media_ids` or `poll` field arrives as a string and is
 *   refused (422), while `media_ids[]` and `poll[...]` are names it does
 *   not know and are dropped, so the post goes out without them; fields it
 *   does not know in JSON are dropped too;
 * - votes, lists and reports validate a JSON body only: any other body is
 *   an empty one, refused with 400 (featured tags too: featured-tags.ts);
 * - markers read JSON only too, but accept the empty object: a form saves
 *   nothing and gets the markers as they are;
 * - muting reads JSON only and has defaults: a form's options are ignored.
 *
 * Each returns Hollo's answer, or null to let the demo's route answer
 * (after this may have replaced the request with what Hollo would read).
 */

import type { Context } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppEnv } from '../http/plumbing.ts'
import { markersJson } from '../routes/notifications.ts'
import { bodyEncoding, readBody } from './request-body.ts'
import { invalidRequest, issue, validatorRefusal, type Issue } from './validation-errors.ts'

/** The fields of a status Hollo reads, in the order it checks them. */
const STATUS_FIELDS = [
  'status',
  'media_ids',
  'media_attributes',
  'poll',
  'sensitive',
  'spoiler_text',
  'language',
  'quote_approval_policy',
  'in_reply_to_id',
  'quote_id',
  'quoted_status_id',
  'visibility',
  'scheduled_at',
] as const

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct']

/** What the demo gets of a status Hollo accepts (scheduling and quote policy it does not do). */
const PASSED_ON = new Set([
  'status',
  'media_ids',
  'poll',
  'sensitive',
  'spoiler_text',
  'language',
  'in_reply_to_id',
  'quote_id',
  'visibility',
])

function statusIssues(fields: Record<string, unknown>): Issue[] {
  const issues: Issue[] = []
  const check = (key: (typeof STATUS_FIELDS)[number]) => {
    const value = fields[key]
    if (value === undefined || value === null) return
    switch (key) {
      case 'status':
        if (typeof value !== 'string') issues.push(issue.wrongType([key], 'string', value))
        else if (value.length < 1) issues.push(issue.tooShort([key], 1))
        break
      case 'media_ids':
      case 'media_attributes':
        if (!Array.isArray(value)) issues.push(issue.wrongType([key], 'array', value))
        break
      case 'poll':
        if (typeof value !== 'object' || Array.isArray(value))
          issues.push(issue.wrongType([key], 'object', value))
        break
      case 'sensitive':
        if (typeof value !== 'boolean') issues.push(issue.wrongType([key], 'boolean', value))
        break
      case 'language':
        if (typeof value !== 'string') issues.push(issue.wrongType([key], 'string', value))
        else if (value.length < 2) issues.push(issue.tooShort([key], 2))
        break
      case 'visibility':
        if (typeof value !== 'string' || !VISIBILITIES.includes(value))
          issues.push(issue.notOneOf([key], VISIBILITIES))
        break
      default:
        if (typeof value !== 'string') issues.push(issue.wrongType([key], 'string', value))
    }
  }
  for (const key of STATUS_FIELDS) check(key)
  return issues
}

/** The request with this JSON body instead. */
function withJsonBody(c: Context<AppEnv>, body: Record<string, unknown>): void {
  const headers = new Headers(c.req.raw.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  c.req.raw = new Request(c.req.raw.url, {
    method: c.req.raw.method,
    headers,
    body: JSON.stringify(body),
  })
}

/** The request without a body. */
function withoutBody(c: Context<AppEnv>): void {
  const headers = new Headers(c.req.raw.headers)
  headers.delete('content-type')
  headers.delete('content-length')
  c.req.raw = new Request(c.req.raw.url, { method: c.req.raw.method, headers })
}

async function postOrEditStatus(c: Context<AppEnv>): Promise<Response | null> {
  const { encoding, fields } = await readBody(c)
  if (encoding === 'none') return null
  // A quote given either way is one quote to the demo.
  if (fields.quote_id === undefined && fields.quoted_status_id !== undefined)
    fields.quote_id = fields.quoted_status_id
  const issues = statusIssues(fields)
  if (issues.length > 0) return invalidRequest(c, issues, 422)
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (PASSED_ON.has(key) && value !== null) kept[key] = value
  }
  withJsonBody(c, kept)
  return null
}

/** The fields each JSON-only route needs, as an empty body misses them. */
const JSON_ONLY: readonly { method: string; re: RegExp; missing: Issue[] }[] = [
  {
    method: 'POST',
    re: /^\/api\/v1\/polls\/[^/]+\/votes$/,
    missing: [issue.wrongType(['choices'], 'array', undefined)],
  },
  {
    method: 'POST',
    re: /^\/api\/v1\/lists$/,
    missing: [issue.wrongType(['title'], 'string', undefined)],
  },
  {
    method: 'PUT',
    re: /^\/api\/v1\/lists\/[^/]+$/,
    missing: [issue.wrongType(['title'], 'string', undefined)],
  },
  {
    method: 'POST',
    re: /^\/api\/v1\/reports$/,
    missing: [issue.wrongType(['account_id'], 'string', undefined)],
  },
]

export async function holloBodyRules(
  c: Context<AppEnv>,
  deps: Deps,
  path: string,
): Promise<Response | null> {
  const method = c.req.method
  const json = bodyEncoding(c) === 'json'
  if (
    (method === 'POST' && path === '/api/v1/statuses') ||
    (method === 'PUT' && /^\/api\/v1\/statuses\/[^/]+$/.test(path))
  ) {
    return postOrEditStatus(c)
  }
  // Without a token Hollo refuses before it reads the body; so does the demo.
  const viewer = c.get('viewer')
  if (json || !viewer) return null
  const jsonOnly = JSON_ONLY.find((r) => r.method === method && r.re.test(path))
  if (jsonOnly) return validatorRefusal(c, jsonOnly.missing)
  if (method === 'POST' && path === '/api/v1/markers')
    return c.json(markersJson(deps.store, viewer))
  if (method === 'POST' && /^\/api\/v1\/accounts\/[^/]+\/mute$/.test(path)) withoutBody(c)
  return null
}
