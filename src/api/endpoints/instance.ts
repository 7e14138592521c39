/**
 * Start-up instance configuration. Every source except the
 * instance endpoints is optional: a failure is a console warning and the
 * defaults stand. Each GET first takes the copy Akkoma may have
 * embedded in index.html.
 */
import { NetworkError } from '../errors'
import type { ApiClient } from '../http'
import { takePreloaded } from '../preload'
import { isRecord, str, wire } from '../read'
import { normalizeEmojiList } from '../normalize'
import type { CustomEmoji, InstanceConfig } from '../types'
import type { WireNodeinfoLinks } from '../wire'
import { mergeInstanceConfig } from './instanceMerge'
import type { InstanceSources } from './instanceMerge'

export { mergeInstanceConfig } from './instanceMerge'
export type { InstanceSources } from './instanceMerge'

async function getJson(client: ApiClient, path: string): Promise<unknown> {
  const preloaded = takePreloaded(path)
  return preloaded !== undefined ? preloaded : client.get(path)
}

export async function getRecord(client: ApiClient, path: string): Promise<Record<string, unknown>> {
  const data = await getJson(client, path)
  if (!isRecord(data)) throw new TypeError(`${path} did not answer with a JSON object`)
  return data
}

async function getText(client: ApiClient, path: string): Promise<string> {
  const preloaded = takePreloaded(path)
  return typeof preloaded === 'string' ? preloaded : client.getText(path)
}

export async function optional<T>(label: string, task: () => Promise<T>): Promise<T | undefined> {
  try {
    return await task()
  } catch (error) {
    console.warn(`Could not load ${label}; continuing with defaults`, error)
    return undefined
  }
}

const NODEINFO_SCHEMA = /^https?:\/\/nodeinfo\.diaspora\.software\/ns\/schema\/(\d+)\.(\d+)$/

/** The href of the newest 2.x nodeinfo schema a well-known document links to. */
export function pickNodeinfoHref(document: unknown): string | null {
  let best: { href: string; minor: number } | null = null
  for (const link of wire<WireNodeinfoLinks>(document).links ?? []) {
    if (!isRecord(link)) continue
    const match = NODEINFO_SCHEMA.exec(str(link.rel))
    const href = str(link.href)
    if (!match || match[1] !== '2' || href === '') continue
    const minor = Number(match[2])
    if (best === null || minor > best.minor) best = { href, minor }
  }
  return best?.href ?? null
}

/**
 * Nodeinfo lives on the server we talk to, but the advertised URL carries the
 * server's public origin, which differs from ours behind a dev proxy and
 * would be cross-origin; so only its path is kept.
 */
function pathOf(href: string): string {
  try {
    const url = new URL(href, 'http://placeholder.invalid')
    return `${url.pathname}${url.search}`
  } catch {
    return href
  }
}

export async function fetchNodeinfo(client: ApiClient): Promise<unknown> {
  const preloaded = takePreloaded('/nodeinfo/2.0.json') ?? takePreloaded('/nodeinfo/2.1.json')
  if (preloaded !== undefined) return preloaded
  try {
    const href = pickNodeinfoHref(await client.get('/.well-known/nodeinfo', { auth: false }))
    if (href !== null) {
      const data = await client.get(pathOf(href), { auth: false })
      if (isRecord(data)) return data
    }
  } catch (error) {
    console.warn('Nodeinfo discovery failed; trying /nodeinfo/2.0.json', error)
  }
  return getRecord(client, '/nodeinfo/2.0.json')
}

async function fetchCustomEmojiList(client: ApiClient): Promise<unknown[]> {
  const data = await getJson(client, '/api/v1/custom_emojis')
  if (!Array.isArray(data)) throw new TypeError('custom emoji reply is not a list')
  return data
}

/**
 * The instance's custom emoji with the client's current token: servers such
 * as GoToSocial list them to signed-in users only, so they are asked again
 * after a login.
 */
export async function fetchCustomEmoji(client: ApiClient): Promise<CustomEmoji[]> {
  return normalizeEmojiList(await fetchCustomEmojiList(client))
}

/** Fetches every source in parallel; failed ones are left undefined. */
export async function fetchInstanceSources(
  client: ApiClient,
  skipCustomEmoji = false,
): Promise<InstanceSources> {
  // Told apart from a server's error: offline, start-up reads what the last visit saved.
  let unreachable = true
  const instanceRecord = (path: string) =>
    getRecord(client, path).catch((error: unknown) => {
      if (!(error instanceof NetworkError)) unreachable = false
      throw error
    })
  const [v1, v2, nodeinfo, staticConfig, frontendConfigurations, customEmojis, panelHtml, tosHtml] =
    await Promise.all([
      optional('/api/v1/instance', () => instanceRecord('/api/v1/instance')),
      optional('/api/v2/instance', () => instanceRecord('/api/v2/instance')),
      optional('nodeinfo', () => fetchNodeinfo(client)),
      optional('/static/config.json', () => getRecord(client, '/static/config.json')),
      optional('frontend configurations', () =>
        getRecord(client, '/api/pleroma/frontend_configurations'),
      ),
      skipCustomEmoji ? undefined : optional('custom emoji', () => fetchCustomEmojiList(client)),
      optional('instance panel', () => getText(client, '/instance/panel.html')),
      optional('terms of service', () => getText(client, '/static/terms-of-service.html')),
    ])
  return {
    v1,
    v2,
    nodeinfo,
    staticConfig: staticConfig ?? {},
    frontendConfigurations,
    customEmojis,
    panelHtml,
    tosHtml,
    unreachable: v1 === undefined && v2 === undefined && unreachable,
  }
}

export interface FetchInstanceConfigOptions {
  /** Origin of the instance; defaults to the page's own origin. */
  server?: string
  /**
   * Leave the custom emoji for later (default: fetch them). Start-up does when
   * a stored token will be restored: servers such as GoToSocial list them to
   * members only, so they are asked once, with the token.
   */
  skipCustomEmoji?: boolean
}

export async function fetchInstanceConfig(
  client: ApiClient,
  options: FetchInstanceConfigOptions = {},
): Promise<InstanceConfig> {
  const sources = await fetchInstanceSources(client, options.skipCustomEmoji === true)
  const server =
    options.server ?? (client.baseUrl || (globalThis.location?.origin ?? '')).replace(/\/+$/, '')
  const config = mergeInstanceConfig(sources, server)
  if (sources.unreachable) config.unreachable = true
  if (config.potentiallyFatalError) {
    console.error(
      'Could not load instance config (both /api/v1 and /api/v2 instance), potentially fatal',
    )
  }
  return config
}

/** Alias of fetchInstanceConfig, the name start-up code already uses. */
export const loadInstanceConfig = fetchInstanceConfig
