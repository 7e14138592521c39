/**
 * What the about page shows: the staff, grouped by role, and
 * the federation transparency of Akkoma/Pleroma's nodeinfo
 * `metadata.federation`. Pure, so the odd shapes servers send are tested here.
 */
import { isRecord } from '../../api/read'
import type { Account } from '../../api/types'

/**
 * The handle to look a staff member up by. Nodeinfo lists ActivityPub ids
 * (`https://host/users/name`); a local one is looked up by its bare name, a
 * remote one (odd, but possible) as `name@host`. Null when it is no URL.
 */
export function staffHandle(apId: string, serverOrigin: string): string | null {
  let url: URL
  try {
    url = new URL(apId)
  } catch {
    return null
  }
  const name = decodeURIComponent(url.pathname.replace(/\/+$/, '').split('/').pop() ?? '')
  if (name === '') return null
  let local = serverOrigin === ''
  try {
    local ||= new URL(serverOrigin).host === url.host
  } catch {
    local = true
  }
  return local ? name : `${name}@${url.host}`
}

export type StaffRole = 'admin' | 'moderator'

export interface StaffGroup {
  role: StaffRole
  accounts: Account[]
}

/** Admins, then moderators; an account that is both counts as admin. Empty groups are left out. */
export function groupStaff(accounts: readonly Account[]): StaffGroup[] {
  const admins = accounts.filter((a) => a.is_admin || a.role === 'admin')
  const moderators = accounts.filter(
    (a) => !admins.includes(a) && (a.is_moderator || a.role === 'moderator'),
  )
  // Listed as staff by the server without a role flag we can read: moderators is the safer word.
  const unflagged = accounts.filter((a) => !admins.includes(a) && !moderators.includes(a))
  const groups: StaffGroup[] = [
    { role: 'admin', accounts: admins },
    { role: 'moderator', accounts: [...moderators, ...unflagged] },
  ]
  return groups.filter((g) => g.accounts.length > 0)
}

/** The MRF simple actions the about page explains, in the order it lists them. */
export const SIMPLE_ACTIONS = [
  'reject',
  'accept',
  'federated_timeline_removal',
  'media_nsfw',
  'media_removal',
] as const
export type SimpleAction = (typeof SIMPLE_ACTIONS)[number]

export interface PolicyInstance {
  host: string
  reason: string
}

export interface KeywordReplacement {
  pattern: string
  replacement: string
}

export interface FederationTransparency {
  policies: string[]
  simple: { action: SimpleAction; instances: PolicyInstance[] }[]
  quarantined: PolicyInstance[]
  keyword: {
    reject: string[]
    federatedTimelineRemoval: string[]
    replace: KeywordReplacement[]
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []

/** Akkoma sends `{host: {reason}}`; older servers a bare string or nothing. */
function reasonOf(info: unknown, host: string): string {
  if (!isRecord(info)) return ''
  const entry = info[host]
  if (typeof entry === 'string') return entry
  if (isRecord(entry) && typeof entry.reason === 'string') return entry.reason
  return ''
}

/** Instances of a list, each with its reason (`[host, reason]` tuples are also accepted). */
function instancesOf(list: unknown, info: unknown): PolicyInstance[] {
  if (!Array.isArray(list)) return []
  const out: PolicyInstance[] = []
  for (const item of list) {
    if (typeof item === 'string' && item !== '')
      out.push({ host: item, reason: reasonOf(info, item) })
    else if (Array.isArray(item) && typeof item[0] === 'string') {
      const reason = typeof item[1] === 'string' ? item[1] : reasonOf(info, item[0])
      out.push({ host: item[0], reason })
    }
  }
  return out
}

function replacementsOf(value: unknown): KeywordReplacement[] {
  if (Array.isArray(value)) {
    return value.flatMap((r): KeywordReplacement[] => {
      if (isRecord(r) && typeof r.pattern === 'string') {
        return [
          {
            pattern: r.pattern,
            replacement: typeof r.replacement === 'string' ? r.replacement : '',
          },
        ]
      }
      if (Array.isArray(r) && typeof r[0] === 'string') {
        return [{ pattern: r[0], replacement: typeof r[1] === 'string' ? r[1] : '' }]
      }
      return []
    })
  }
  // Some versions send a map of pattern → replacement.
  if (isRecord(value)) {
    return Object.entries(value).map(([pattern, replacement]) => ({
      pattern,
      replacement: typeof replacement === 'string' ? replacement : '',
    }))
  }
  return []
}

/**
 * The instance-specific policies, or null when there are none to explain
 * (the panel shows only if they exist).
 */
export function federationTransparency(
  federation: Record<string, unknown>,
): FederationTransparency | null {
  const simpleRaw = isRecord(federation.mrf_simple) ? federation.mrf_simple : {}
  const simpleInfo = isRecord(federation.mrf_simple_info) ? federation.mrf_simple_info : {}
  const simple = SIMPLE_ACTIONS.map((action) => ({
    action,
    instances: instancesOf(simpleRaw[action], simpleInfo[action]),
  })).filter((s) => s.instances.length > 0)

  const quarantineInfo = isRecord(federation.quarantined_instances_info)
    ? federation.quarantined_instances_info.quarantined_instances
    : undefined
  const quarantined = instancesOf(federation.quarantined_instances, quarantineInfo)

  const keywordRaw = isRecord(federation.mrf_keyword) ? federation.mrf_keyword : {}
  const keyword = {
    reject: strings(keywordRaw.reject),
    federatedTimelineRemoval: strings(keywordRaw.federated_timeline_removal),
    replace: replacementsOf(keywordRaw.replace),
  }
  const hasKeyword =
    keyword.reject.length + keyword.federatedTimelineRemoval.length + keyword.replace.length > 0

  if (simple.length === 0 && quarantined.length === 0 && !hasKeyword) return null
  return { policies: strings(federation.mrf_policies), simple, quarantined, keyword }
}

/**
 * Server HTML (terms of service, a description) placed under a panel's own
 * heading: its headings move so the highest becomes `topLevel`, keeping
 * the page's outline in order for screen readers. Levels stop at 6.
 */
export function nestHeadings(html: string, topLevel: number): string {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((m) => Number(m[1]))
  if (levels.length === 0) return html
  const shift = topLevel - Math.min(...levels)
  if (shift === 0) return html
  return html.replace(
    /<(\/?)h([1-6])\b/gi,
    (_, close: string, level: string) =>
      `<${close}h${Math.max(1, Math.min(6, Number(level) + shift))}`,
  )
}
