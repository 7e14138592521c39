import { createApiClient, type ApiClient } from './http'

/**
 * The one API client of the running app. Its token changes on login and
 * logout; everything that talks to the server goes through `api()`.
 */
let client: ApiClient = createApiClient({ baseUrl: '' })

export function api(): ApiClient {
  return client
}

export function setApiToken(token: string | null): void {
  client = createApiClient({ baseUrl: '', token })
}
