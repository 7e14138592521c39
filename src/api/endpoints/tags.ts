import type { ApiClient } from '../http'
import { boolOrNull, str, wire } from '../read'
import type { Tag } from '../types'

function normalizeTag(raw: unknown, fallbackName: string): Tag {
  const r = wire<{ name?: unknown; url?: unknown; following?: unknown }>(raw)
  return {
    name: str(r.name, fallbackName) || fallbackName,
    url: str(r.url),
    following: boolOrNull(r.following),
  }
}

const path = (tag: string) => `/api/v1/tags/${encodeURIComponent(tag)}`

/** A hashtag with whether the user follows it (Mastodon 4 / Akkoma). */
export async function getTag(client: ApiClient, tag: string): Promise<Tag> {
  return normalizeTag(await client.get(path(tag)), tag)
}

export async function followTag(client: ApiClient, tag: string): Promise<Tag> {
  return normalizeTag(await client.post(`${path(tag)}/follow`), tag)
}

export async function unfollowTag(client: ApiClient, tag: string): Promise<Tag> {
  return normalizeTag(await client.post(`${path(tag)}/unfollow`), tag)
}
