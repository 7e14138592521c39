/**
 * A small conversation as wire JSON, for this folder's tests:
 *   r ─ a ─ b ─ c
 *     └ d
 */
export const THREAD_PARENTS: Record<string, string | null> = {
  r: null,
  a: 'r',
  b: 'a',
  c: 'b',
  d: 'r',
}

const AUTHORS: Record<string, string> = { r: 'alice', a: 'bob', b: 'alice', c: 'bob', d: 'dana' }

export function wireStatus(
  id: string,
  patch: Record<string, unknown> = {},
): Record<string, unknown> {
  const author = AUTHORS[id] ?? 'bob'
  return {
    id,
    uri: `https://demo.example/objects/${id}`,
    url: `https://demo.example/notice/${id}`,
    account: { id: `acct-${author}`, username: author, acct: author, display_name: author },
    content: `<p>post ${id}</p>`,
    created_at: '2024-03-01T12:00:00.000Z',
    in_reply_to_id: THREAD_PARENTS[id] ?? null,
    visibility: 'public',
    ...patch,
  }
}

/** Context of `id` the way Akkoma splits a conversation: older and newer statuses. */
export function wireContext(id: string): { ancestors: unknown[]; descendants: unknown[] } {
  const order = ['r', 'a', 'b', 'c', 'd']
  const at = order.indexOf(id)
  return {
    ancestors: order.slice(0, at).map((s) => wireStatus(s)),
    descendants: order.slice(at + 1).map((s) => wireStatus(s)),
  }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}
