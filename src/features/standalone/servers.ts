import { readJson, writeJson } from '../../store/localStore'

/*
 * The servers this browser has used (suggestions on the start page) and the
 * one a guest chose, kept under global keys: they belong to no account.
 */

const SERVERS_KEY = 'servers'
const CHOSEN_KEY = 'server'
const MAX_SERVERS = 8

export function recentServers(): string[] {
  const list = readJson<unknown>(SERVERS_KEY, [])
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []
}

/** Most recent first; '' (the page's own server) is not a server to suggest. */
export function rememberServer(server: string): void {
  if (server === '') return
  writeJson(
    SERVERS_KEY,
    [server, ...recentServers().filter((s) => s !== server)].slice(0, MAX_SERVERS),
  )
}

export function chosenServer(): string | null {
  const value = readJson<unknown>(CHOSEN_KEY, null)
  return typeof value === 'string' && value !== '' ? value : null
}

export function chooseServer(server: string | null): void {
  writeJson(CHOSEN_KEY, server)
}

/**
 * A server's API origin from what a person types: a domain, `host:port`, a
 * URL (its path is dropped) or `@user@domain` / `user@domain`. Plain http only
 * for loopback names (a local server); https everywhere else. Null when it
 * cannot be a server's address.
 */
export function parseServerInput(input: string): string | null {
  let text = input.trim()
  if (text === '') return null
  const handle = /^@?[^@\s/]+@([^@\s/]+)$/.exec(text)
  if (handle?.[1]) text = handle[1]
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
  if (hasScheme && !/^https?:\/\//i.test(text)) return null
  let url: URL
  try {
    url = new URL(hasScheme ? text : `https://${text}`)
  } catch {
    return null
  }
  const host = url.hostname
  if (host === '' || /\s/.test(host)) return null
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
  // A bare name without a dot is no public server (it may be a typo): only loopback names pass.
  if (!loopback && !host.includes('.')) return null
  const protocol = hasScheme ? url.protocol : loopback ? 'http:' : 'https:'
  return `${protocol}//${url.host}`
}
