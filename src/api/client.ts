import { createApiClient, type ApiClient } from './http'

/**
 * The one API client of the running app. Its server is the page's own
 * origin ('') when the instance serves the client, or the chosen server's
 * origin when the client runs as a site of its own (standalone, CORS); its
 * token changes on login, logout and account switches. Everything that talks
 * to the server goes through `api()`.
 */
let server = ''
let token: string | null = null
let client: ApiClient = createApiClient({ baseUrl: '' })

export function api(): ApiClient {
  return client
}

export function setApiToken(next: string | null): void {
  token = next
  client = createApiClient({ baseUrl: server, token })
}

/** The server every call goes to: an origin such as `https://example.social`, or '' for the page's own. */
export function setApiServer(origin: string): void {
  server = origin.replace(/\/+$/, '')
  client = createApiClient({ baseUrl: server, token })
}

/** The API server's origin ('' when it is the page's own origin). */
export function apiServer(): string {
  return server
}
