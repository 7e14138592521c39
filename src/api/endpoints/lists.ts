import type { ApiClient } from '../http'
import { idOrNull, str, wire } from '../read'

export interface UserList {
  id: string
  title: string
}

export function normalizeList(raw: unknown): UserList | null {
  const r = wire<{ id?: unknown; title?: unknown }>(raw)
  const id = idOrNull(r.id)
  return id ? { id, title: str(r.title) } : null
}

export async function getList(client: ApiClient, id: string): Promise<UserList> {
  const list = normalizeList(await client.get(`/api/v1/lists/${encodeURIComponent(id)}`))
  if (!list) throw new TypeError('Malformed list')
  return list
}
