/**
 * Benchmarks of the client's hot paths, run with `npm run bench`. They
 * report throughput; nothing here asserts timings (speed is measured, not
 * tested). Every case runs against generated, realistic Akkoma JSON.
 */
import { JSDOM } from 'jsdom'
import { performance } from 'node:perf_hooks'

const dom = new JSDOM('<!doctype html><html><body></body></html>')
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  NodeFilter: dom.window.NodeFilter,
  Element: dom.window.Element,
  DocumentFragment: dom.window.DocumentFragment,
})

const { normalizeStatus } = await import('../src/api/normalize.ts')
const { useEntities } = await import('../src/store/entities.ts')
const { emptyTimeline, receiveInitial, receiveNewer, receiveOlder, showNew } =
  await import('../src/store/timelineState.ts')
const { prepareContent } = await import('../src/ui/richContent/sanitize.ts')
const { normalizeNotification } = await import('../src/api/normalizers/notification.ts')
const {
  DEFAULT_NOTIFICATION_VISIBILITY,
  EMPTY_NOTIFICATIONS,
  receiveNotifications,
  unseenCount,
  visibleNotifications,
} = await import('../src/store/notifications.ts')

function rawStatus(i: number): Record<string, unknown> {
  const id = `AbCdEf${String(i).padStart(12, '0')}`
  return {
    id,
    uri: `https://demo.example/objects/${id}`,
    url: `https://demo.example/notice/${id}`,
    created_at: new Date(1_700_000_000_000 + i * 60_000).toISOString(),
    content: `<p>Post number ${i} with a <a href="https://demo.example/tag/cofe" class="hashtag" data-tag="cofe" rel="tag">#cofe</a> tag, a mention <span class="h-card"><a class="u-url mention" href="https://demo.example/users/bob">@<span>bob</span></a></span> and :blob: emoji.<br/>Second line with a <a href="https://example.com/page">link</a>.</p>`,
    spoiler_text: i % 7 === 0 ? 'cw' : '',
    visibility: 'public',
    sensitive: false,
    account: {
      id: `acct${i % 50}`,
      username: `user${i % 50}`,
      acct: i % 3 ? `user${i % 50}` : `user${i % 50}@remote.example`,
      display_name: `User ${i % 50} :blob:`,
      avatar: 'https://demo.example/a.png',
      emojis: [
        {
          shortcode: 'blob',
          url: 'https://demo.example/blob.png',
          static_url: 'https://demo.example/blob.png',
          visible_in_picker: true,
        },
      ],
      pleroma: { is_admin: false, is_moderator: false },
    },
    mentions: [{ id: 'bob', username: 'bob', acct: 'bob', url: 'https://demo.example/users/bob' }],
    tags: [{ name: 'cofe', url: 'https://demo.example/tag/cofe' }],
    emojis: [
      {
        shortcode: 'blob',
        url: 'https://demo.example/blob.png',
        static_url: 'https://demo.example/blob.png',
        visible_in_picker: true,
      },
    ],
    media_attachments: [],
    replies_count: 1,
    reblogs_count: 2,
    favourites_count: 3,
    pleroma: {
      local: i % 3 !== 0,
      conversation_id: i,
      emoji_reactions: [{ name: '👍', count: 2, me: false }],
    },
  }
}

interface Result {
  name: string
  opsPerSec: number
  msPerOp: number
}

function bench(name: string, run: () => void, minMs = 400): Result {
  for (let i = 0; i < 5; i++) run() // warm-up
  let ops = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < minMs) {
    run()
    ops++
    elapsed = performance.now() - start
  }
  return { name, opsPerSec: (ops / elapsed) * 1000, msPerOp: elapsed / ops }
}

const raws = Array.from({ length: 1000 }, (_, i) => rawStatus(i))
const statuses = raws.map((r) => normalizeStatus(r))
const ids = statuses.map((s) => s.id).reverse()

const NOTIFICATION_TYPES = ['mention', 'favourite', 'reblog', 'follow', 'pleroma:emoji_reaction']
const rawNotifications = raws.map((status, i) => ({
  id: `N${String(i).padStart(12, '0')}`,
  type: NOTIFICATION_TYPES[i % NOTIFICATION_TYPES.length],
  created_at: status.created_at,
  account: status.account,
  status: i % 5 === 3 ? null : status,
  emoji: i % 5 === 4 ? '👍' : null,
  pleroma: { is_seen: i < 900 },
}))
const notifications = rawNotifications.map((r) => normalizeNotification(r))
const notificationPages = Array.from({ length: 50 }, (_, p) =>
  notifications.slice(1000 - (p + 1) * 20, 1000 - p * 20).reverse(),
)

const results: Result[] = [
  bench('normalize 1000 statuses', () => {
    for (const r of raws) normalizeStatus(r)
  }),
  bench('ingest 1000 statuses into the cache', () => {
    useEntities.getState().clear()
    useEntities.getState().ingestStatuses(statuses)
  }),
  bench('timeline: first page, 49 older pages, 50 new, show new', () => {
    let t = receiveInitial(emptyTimeline(), ids.slice(50, 70))
    for (let p = 70; p < 1000; p += 20) t = receiveOlder(t, ids.slice(p, p + 20))
    for (let n = 49; n >= 0; n--) t = receiveNewer(t, [ids[n]!])
    showNew(t)
  }),
  bench('notifications: 1000 normalized', () => {
    for (const r of rawNotifications) normalizeNotification(r)
  }),
  bench('notifications: 50 pages in, then visible list + unseen count', () => {
    let state = EMPTY_NOTIFICATIONS
    for (const page of notificationPages) state = receiveNotifications(state, page).state
    visibleNotifications(state, DEFAULT_NOTIFICATION_VISIBILITY)
    unseenCount(state, DEFAULT_NOTIFICATION_VISIBILITY)
  }),
  bench('sanitize + map 100 status bodies', () => {
    for (let i = 0; i < 100; i++) {
      const s = statuses[i]!
      prepareContent(s.content, { mentions: s.mentions, emojis: s.emojis })
    }
  }),
]

console.info('\nbenchmark'.padEnd(60) + 'ops/s'.padStart(12) + 'ms/op'.padStart(12))
for (const r of results) {
  console.info(
    r.name.padEnd(59) + r.opsPerSec.toFixed(1).padStart(12) + r.msPerOp.toFixed(3).padStart(12),
  )
}
