import { pickNodeinfoHref } from '../../api/endpoints/instance'

/*
 * Is there a fediverse server at this origin that this site may talk to?
 * Nodeinfo (through /.well-known/nodeinfo), then the instance. A fetch the
 * browser blocks for CORS rejects exactly like an unreachable server; a
 * `no-cors` fetch of the same address resolves (with an opaque reply) when
 * the server is up, which tells a refused origin from a server that is down.
 */

export type ServerCheck =
  | { kind: 'ok'; software: string }
  | { kind: 'not-fediverse' }
  | { kind: 'unreachable' }
  | { kind: 'refused' }

type Fetch = (input: string, init?: RequestInit) => Promise<Response>

const json = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown
  } catch {
    return null
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export async function checkServer(origin: string, fetchImpl: Fetch = fetch): Promise<ServerCheck> {
  const get = (path: string) =>
    fetchImpl(`${origin}${path}`, { headers: { Accept: 'application/json' }, credentials: 'omit' })
  let wellKnown: Response
  try {
    wellKnown = await get('/.well-known/nodeinfo')
  } catch {
    try {
      await fetchImpl(`${origin}/.well-known/nodeinfo`, { mode: 'no-cors', credentials: 'omit' })
      return { kind: 'refused' }
    } catch {
      return { kind: 'unreachable' }
    }
  }
  let software = ''
  if (wellKnown.ok) {
    const href = pickNodeinfoHref(await json(wellKnown))
    if (href !== null) {
      try {
        const path = new URL(href, origin)
        const nodeinfo = await json(await get(path.pathname + path.search))
        const soft = isRecord(nodeinfo) && isRecord(nodeinfo.software) ? nodeinfo.software : null
        if (soft && typeof soft.name === 'string') software = soft.name
      } catch {
        // The instance alone still tells.
      }
    }
  }
  try {
    const instance = await get('/api/v1/instance')
    const body = instance.ok ? await json(instance) : null
    if (isRecord(body) && (typeof body.uri === 'string' || typeof body.domain === 'string'))
      return { kind: 'ok', software }
  } catch {
    // A server without the client API (or refusing it) is no server this client can use.
  }
  return { kind: 'not-fediverse' }
}
