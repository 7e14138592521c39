/**
 * The benchmark seed (`--bench-seed N`): N more public statuses, 40 more
 * remote accounts and 5,000 more custom emoji ON TOP of the default seed,
 * which stays exactly as it is. The extra statuses are older than every
 * default post (11 to 41 days before seeding), so the default timelines'
 * first pages do not change; scrolling past them reaches the large
 * backlog. A fixed-seed PRNG decides everything, as in seeds/default.ts.
 *
 * Mix (per status): image galleries of 1 to 4 (about 1 in 5), content
 * warnings (1 in 8), polls (1 in 25), custom emoji (1 in 3), long posts
 * (1 in 10), and long threads: every 60th status opens a thread of 25
 * replies.
 */

import { addCustomEmoji, customEmoji, hashString } from '../media/art.ts'
import type { CustomEmojiDefinition } from '../media/emoji-packs.ts'
import { encodeFlake } from '../model/ids.ts'
import { mediaBlurhash } from '../media/files.ts'
import type { AccountRecord, DemoState, MediaRecord, StatusRecord } from '../model/records.ts'
import { accountDefaults } from '../model/records.ts'
import { renderContent } from '../render/content.ts'
import { CONTENT, TOPICS, chance, int, mulberry32, pick } from './content.ts'
import type { Rng } from './content.ts'
import { Store } from '../model/store.ts'

const BENCH_SEED = 0xbe7c4
const MINUTE = 60_000
const DAY = 24 * MINUTE * 60
/** Most statuses the flag accepts (the state file stays a few tens of MB). */
export const MAX_BENCH_STATUSES = 50_000
/** How many custom emoji the benchmark seed adds. */
export const BENCH_EMOJI_COUNT = 5_000
const BENCH_ORIGIN = 'http://seed.invalid'
/**
 * Ids of their own workers: the store's generators never go back in time,
 * and these records are older than the default seed's.
 */
const BENCH_WORKER = { account: 20, status: 21, media: 22, poll: 23 } as const

const HUES = ['#e63946', '#f4a261', '#f6c945', '#2a9d8f', '#219ebc', '#9b5de5', '#f15bb5']

/** 5,000 generated emoji in ten packs (`bench0` … `bench9`), each a coloured tile with a number. */
export function benchEmoji(count = BENCH_EMOJI_COUNT): CustomEmojiDefinition[] {
  const out: CustomEmojiDefinition[] = []
  for (let i = 0; i < count; i += 1) {
    const hue = HUES[i % HUES.length] ?? '#888'
    const shape = i % 3
    out.push({
      shortcode: `bench_${String(i).padStart(4, '0')}`,
      pack: `bench${i % 10}`,
      draw: (shortcode) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${shortcode}">` +
        (shape === 0
          ? `<rect x="4" y="4" width="56" height="56" rx="14" fill="${hue}"/>`
          : shape === 1
            ? `<circle cx="32" cy="32" r="28" fill="${hue}"/>`
            : `<path d="M32 4 L60 32 L32 60 L4 32 Z" fill="${hue}"/>`) +
        `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#fff">${i % 1000}</text></svg>`,
    })
  }
  return out
}

/** Register the benchmark's emoji for this process (idempotent). */
export function registerBenchEmoji(): void {
  addCustomEmoji(benchEmoji())
}

const REMOTE_HOSTS = [
  'mastodon.example',
  'social.bubble.example',
  'misskey.example',
  'fedi.example.org',
  'pleroma.example.net',
]

function benchAccounts(store: Store, rng: Rng, nowMs: number): AccountRecord[] {
  const out: AccountRecord[] = []
  for (let i = 0; i < 40; i += 1) {
    const createdMs = nowMs - (400 + i) * DAY
    const username = `reader${String(i).padStart(2, '0')}`
    const domain = pick(rng, REMOTE_HOSTS)
    const account: AccountRecord = {
      ...accountDefaults(),
      id: encodeFlake(createdMs, BENCH_WORKER.account, i),
      username,
      domain,
      displayName: `${pick(rng, ['Sam', 'Robin', 'Kai', 'Noa', 'Ari', 'Jules', 'Mika'])} ${i} :bench_${String(i * 7).padStart(4, '0')}:`,
      noteSource: 'Reads everything, posts often. #fediverse',
      createdAt: new Date(createdMs).toISOString(),
      email: null,
      passwordHash: null,
      art: hashString(`${username}@${domain}`) % 10,
      software: { name: pick(rng, ['akkoma', 'mastodon', 'pleroma']), version: '3.0.0' },
    }
    store.addAccount(account)
    out.push(account)
  }
  return out
}

/**
 * Add `count` public statuses (with media, emoji, polls, CWs and long
 * threads) and 40 remote accounts to a freshly built default seed, and
 * register 5,000 extra custom emoji. Returns the same state object.
 */
export function addBenchSeed(state: DemoState, nowMs: number, count: number): DemoState {
  const total = Math.max(0, Math.min(MAX_BENCH_STATUSES, Math.floor(count)))
  registerBenchEmoji()
  if (total === 0) return state
  const rng = mulberry32(BENCH_SEED)
  const store = new Store(state, null)
  const seedMinute = Math.floor(nowMs / MINUTE) * MINUTE
  const authors = [...benchAccounts(store, rng, seedMinute), ...store.accounts().slice(0, 10)]
  const lookup = {
    findAccount: (username: string, domain: string | null) =>
      store.accountByAcct(domain ? `${username}@${domain}` : username) ?? null,
    accountUrl: () => '',
    emojiExists: (shortcode: string) => customEmoji(shortcode) !== undefined,
  }
  const topics = Object.values(TOPICS)
  const statuses: StatusRecord[] = []
  const media: MediaRecord[] = []
  // Oldest first, spread over 30 days ending 11 days before seeding.
  const startMs = seedMinute - 41 * DAY
  const stepMs = Math.max(1, Math.floor((30 * DAY) / total))
  let thread: { root: StatusRecord; left: number; last: StatusRecord } | null = null
  for (let n = 0; n < total; n += 1) {
    const createdMs = startMs + n * stepMs
    const createdAt = new Date(createdMs).toISOString()
    const author = pick(rng, authors)
    const parent: StatusRecord | null = thread
      ? chance(rng, 0.6)
        ? thread.last
        : thread.root
      : null
    let text: string
    if (parent) text = pick(rng, CONTENT.REPLIES)
    else if (n % 10 === 3) {
      const start = int(rng, 0, CONTENT.LONG_PARAGRAPHS.length - 3)
      text = CONTENT.LONG_PARAGRAPHS.slice(start, start + 3).join('\n\n')
    } else text = (pick(rng, topics) ?? { make: () => 'Hello' }).make(rng)
    if (n % 3 === 0) {
      text += ` :bench_${String(int(rng, 0, BENCH_EMOJI_COUNT - 1)).padStart(4, '0')}: :blobcat:`
    }
    const rendered = renderContent(text, 'text/plain', { origin: BENCH_ORIGIN, lookup })
    const mediaIds: string[] = []
    const images = !parent && n % 5 === 1 ? int(rng, 1, 4) : 0
    for (let m = 0; m < images; m += 1) {
      const [width, height] = pick(rng, [
        [1200, 800],
        [800, 1200],
        [1000, 1000],
        [1600, 900],
      ] as const)
      const art = int(rng, 0, 999)
      const record: MediaRecord = {
        id: encodeFlake(createdMs, BENCH_WORKER.media, m),
        accountId: author.id,
        type: 'image',
        mimeType: 'image/svg+xml',
        format: 'svg',
        description: pick(rng, CONTENT.IMAGE_DESCRIPTIONS),
        width,
        height,
        art,
        blurhash: mediaBlurhash('svg', art, width, height),
        createdAt,
      }
      media.push(record)
      mediaIds.push(record.id)
    }
    const cw = !parent && n % 8 === 5 ? pick(rng, CONTENT.CW_TOPICS) : null
    const poll =
      !parent && n % 25 === 7
        ? {
            id: encodeFlake(createdMs, BENCH_WORKER.poll, 0),
            options: ['Tea', 'Coffee', 'Cocoa', 'Water'].map((title) => ({
              title,
              remoteVotes: int(rng, 0, 40),
            })),
            multiple: chance(rng, 0.3),
            expiresAt: new Date(createdMs + DAY).toISOString(),
            votes: [],
            remoteVoters: int(rng, 10, 60),
          }
        : null
    const status: StatusRecord = {
      id: encodeFlake(createdMs, BENCH_WORKER.status, n & 0xffff),
      accountId: author.id,
      createdAt,
      editedAt: null,
      visibility: 'public',
      source: cw ? cw[1] : text,
      contentType: 'text/plain',
      spoilerText: cw ? cw[0] : '',
      sensitive: cw !== null && images > 0,
      language: 'en',
      inReplyToId: parent?.id ?? null,
      inReplyToAccountId: parent?.accountId ?? null,
      inReplyToUuid: parent?.objectUuid ?? null,
      quoteId: null,
      quoteUuid: null,
      quoteAccountId: null,
      reblogOfId: null,
      mentionIds: rendered.mentionIds.filter((id) => id !== author.id),
      tags: rendered.tags,
      emojis: rendered.emojis,
      context: parent?.context ?? `bench-${n}-${hashString(text)}`,
      objectUuid: `bench-${n.toString(36)}-${int(rng, 0, 1e9).toString(36)}`,
      mediaIds,
      favouritedBy: [],
      bookmarkedBy: [],
      pinnedAt: null,
      application: null,
      history: [],
      poll,
      reactions: [],
    }
    if (cw) {
      const body = renderContent(cw[1], 'text/plain', { origin: BENCH_ORIGIN, lookup })
      status.tags = body.tags
      status.emojis = body.emojis
    }
    statuses.push(status)
    if (thread) {
      thread.last = status
      thread.left -= 1
      if (thread.left <= 0) thread = null
    } else if (n % 60 === 11) thread = { root: status, left: 25, last: status }
  }
  store.addManyMedia(media)
  store.addStatuses(statuses)
  return store.state
}
