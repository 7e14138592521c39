/**
 * Deterministic seed data. A fixed-seed PRNG decides every post, reply,
 * reblog, favourite and follow, so the content and its order are the same
 * on every reset; only the timestamps move, spread over the ten days before
 * the moment of seeding (minute resolution) so relative times look alive.
 */

import { customEmoji, hashString } from '../media/art.ts'
import type {
  AccountRecord,
  DemoState,
  FollowRecord,
  MediaRecord,
  NotificationRecord,
  NotificationType,
  StatusRecord,
  Visibility,
} from '../model/records.ts'
import { accountDefaults } from '../model/records.ts'
import { hashPassword } from '../model/passwords.ts'
import { mediaBlurhash } from '../media/files.ts'
import { renderContent } from '../render/content.ts'
import {
  CAROL_RECOVERY_CODES,
  CAROL_TOTP_SECRET,
  DEACTIVATED_ACCOUNT,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  REMOTE_ACCOUNTS,
} from './accounts.ts'
import type { Rng } from './content.ts'
import { CONTENT, TOPICS, chance, int, mulberry32, pick } from './content.ts'
import {
  ALICE_BLOCKED_ACCOUNTS,
  ALICE_FOLLOWED_TAGS,
  ALICE_LIST,
  ALICE_MUTED_ACCOUNTS,
  ALICE_REMOTE_LIST,
  DEEP_THREAD,
} from './facts.ts'
import { seedAnnouncements } from './announcements.ts'
import { addScenePosts } from './scene-builder.ts'
import { scenePosts } from './scenes.ts'
import { Store, emptyState } from '../model/store.ts'
import { canView } from '../model/visibility.ts'

const SEED = 0xc0ffee
/** The hand-written scenes draw from their own PRNG, so they never shift the random seed. */
const SCENE_SEED = 0x5ce7e5
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Posts are spread over this many minutes before the seeding moment. */
const SPAN_MINUTES = 10 * 24 * 60
const SEED_ORIGIN = 'http://seed.invalid'

interface Draft {
  author: string
  minutesAgo: number
  text: string
  visibility: Visibility
  spoiler: string
  sensitive: boolean
  contentType: string
  replyTo: number | null
  reblogOf: number | null
  media: number
  topic: string
}

const AUTHOR_TOPICS: Record<string, { count: number; topics: string[] }> = {
  admin: { count: 18, topics: ['akkoma', 'tech', 'coffee', 'link', 'emoji'] },
  moderator: { count: 16, topics: ['akkoma', 'books', 'emoji', 'coffee', 'music'] },
  alice: { count: 40, topics: ['art', 'art', 'coffee', 'garden', 'emoji', 'books', 'link'] },
  bob: { count: 30, topics: ['cycling', 'cycling', 'coffee', 'tech', 'music', 'link'] },
  carol: { count: 30, topics: ['books', 'tech', 'cats', 'coffee', 'link'] },
  'dana@mastodon.example': {
    count: 25,
    topics: ['garden', 'garden', 'link', 'question', 'coffee'],
  },
  'erin@social.bubble.example': { count: 25, topics: ['akkoma', 'music', 'cats', 'tech', 'emoji'] },
  'frank@misskey.example': { count: 22, topics: ['tech', 'emoji', 'question', 'music'] },
  'gwen@social.bubble.example': { count: 18, topics: ['books', 'baking', 'baking', 'question'] },
  'weatherbot@bots.example': { count: 30, topics: ['weather'] },
}

const MENTION_LINES = [
  'you would love this place, the coffee is unreal #cofe',
  'thanks for the recommendation, it was perfect!',
  'happy birthday!! :blobparty: :star_gold:',
  'see you at the meetup on Saturday?',
  'look what I found, it reminded me of you',
  'I owe you a coffee for yesterday :cofe:',
  'your last drawing is still on my mind, so good',
]

interface SeedAccountInfo {
  acct: string
  local: boolean
}

function uuid(rng: Rng): string {
  const hex = () => Math.floor(rng() * 16).toString(16)
  const part = (n: number) => Array.from({ length: n }, hex).join('')
  return `${part(8)}-${part(4)}-4${part(3)}-${pick(rng, ['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`
}

/** How `from` writes a mention of `to` (`@alice` for local, `@dana@host` for remote). */
function mentionOf(to: string): string {
  return `@${to}`
}

function localScope(author: string): boolean {
  return !author.includes('@')
}

export function buildSeedState(nowMs: number): DemoState {
  const rng = mulberry32(SEED)
  const seedMinute = Math.floor(nowMs / MINUTE) * MINUTE
  const state = emptyState(new Date(nowMs).toISOString())
  const store = new Store(state, null)

  // ------------------------------------------------------------ accounts
  const profiles = [
    ...DEMO_ACCOUNTS.map((a) => ({ ...a, acct: a.username, local: true as const })),
    ...REMOTE_ACCOUNTS.map((a) => ({ ...a, local: false as const })),
  ].sort((a, b) => b.ageDays - a.ageDays || a.acct.localeCompare(b.acct))
  const password = hashPassword(DEMO_PASSWORD)
  for (const profile of profiles) {
    const createdMs = seedMinute - profile.ageDays * DAY
    const local = DEMO_ACCOUNTS.find((a) => a.username === profile.acct)
    const remote = REMOTE_ACCOUNTS.find((a) => a.acct === profile.acct)
    const account: AccountRecord = {
      ...accountDefaults(),
      id: store.ids.account.next(createdMs),
      username: profile.username,
      domain: profile.domain,
      displayName: profile.displayName,
      noteSource: profile.bio,
      fields: profile.fields.map((f) => ({
        name: f.name,
        value: f.value,
        verifiedAt: f.verified ? new Date(createdMs + DAY).toISOString() : null,
      })),
      locked: profile.locked,
      bot: profile.bot,
      createdAt: new Date(createdMs).toISOString(),
      isAdmin: local?.role === 'admin',
      isModerator: local?.role === 'moderator',
      email: local?.email ?? null,
      passwordHash: local ? password : null,
      totpSecret: local?.twoFactor ? CAROL_TOTP_SECRET : null,
      recoveryCodes: local?.twoFactor ? [...CAROL_RECOVERY_CODES] : [],
      hideFollowers: profile.hideFollowers ?? false,
      hideFollows: profile.hideFollows ?? false,
      hideFollowersCount: profile.hideFollowers ?? false,
      hideFollowsCount: profile.hideFollows ?? false,
      discoverable: true,
      art: hashString(profile.acct) % 10,
      software: remote?.software ?? null,
      backgroundImage: profile.background ? '/instance/background.svg' : null,
    }
    store.addAccount(account)
  }
  const acctList: SeedAccountInfo[] = profiles.map((p) => ({ acct: p.acct, local: p.local }))
  const accountOf = (acct: string): AccountRecord => {
    const account = store.accountByAcct(acct)
    if (!account) throw new Error(`seed: unknown account ${acct}`)
    return account
  }

  // -------------------------------------------------------------- follows
  const followPairs: [string, string, 'accepted' | 'pending'][] = [
    ['alice', 'bob', 'accepted'],
    ['alice', 'carol', 'accepted'],
    ['alice', 'dana@mastodon.example', 'accepted'],
    ['alice', 'erin@social.bubble.example', 'accepted'],
    ['alice', 'admin', 'accepted'],
    ['bob', 'alice', 'accepted'],
    ['bob', 'carol', 'accepted'],
    ['carol', 'alice', 'accepted'],
    ['carol', 'frank@misskey.example', 'accepted'],
    ['admin', 'moderator', 'accepted'],
    ['admin', 'alice', 'accepted'],
    ['admin', 'carol', 'accepted'],
    ['moderator', 'admin', 'accepted'],
    ['moderator', 'carol', 'accepted'],
    ['dana@mastodon.example', 'alice', 'accepted'],
    ['dana@mastodon.example', 'carol', 'accepted'],
    ['dana@mastodon.example', 'bob', 'pending'],
    ['erin@social.bubble.example', 'carol', 'accepted'],
    ['erin@social.bubble.example', 'admin', 'accepted'],
    ['erin@social.bubble.example', 'gwen@social.bubble.example', 'accepted'],
    ['frank@misskey.example', 'carol', 'accepted'],
    ['frank@misskey.example', 'moderator', 'accepted'],
    ['gwen@social.bubble.example', 'erin@social.bubble.example', 'accepted'],
    ['gwen@social.bubble.example', 'admin', 'accepted'],
    ['gwen@social.bubble.example', 'alice', 'accepted'],
    ['weatherbot@bots.example', 'erin@social.bubble.example', 'accepted'],
  ]
  const followTimes = followPairs.map(([from, to, followState], i) => ({
    from,
    to,
    state: followState,
    i,
    // The pending request is recent, so it shows as a fresh notification.
    minutesAgo:
      followState === 'pending' ? int(rng, 30, 600) : SPAN_MINUTES + int(rng, 60, 20 * 24 * 60),
  }))
  followTimes.sort((a, b) => b.minutesAgo - a.minutesAgo || a.i - b.i)
  for (const f of followTimes) {
    const createdMs = seedMinute - f.minutesAgo * MINUTE
    const follow: FollowRecord = {
      id: store.ids.follow.next(createdMs),
      followerId: accountOf(f.from).id,
      followingId: accountOf(f.to).id,
      state: f.state,
      showingReblogs: true,
      notify: false,
      createdAt: new Date(createdMs).toISOString(),
    }
    store.addFollow(follow)
  }

  // --------------------------------------------------------------- drafts
  const drafts: Draft[] = []
  const add = (d: Partial<Draft> & { author: string; text: string }): number => {
    drafts.push({
      minutesAgo: int(rng, 3, SPAN_MINUTES - 1),
      visibility: 'public',
      spoiler: '',
      sensitive: false,
      contentType: d.author.startsWith('frank@') ? 'text/x.misskeymarkdown' : 'text/plain',
      replyTo: null,
      reblogOf: null,
      media: 0,
      topic: 'misc',
      ...d,
    })
    return drafts.length - 1
  }
  const randomVisibility = (author: string): Visibility => {
    const r = rng()
    if (r < 0.74) return 'public'
    if (r < 0.86) return 'unlisted'
    if (r < 0.96) return 'private'
    return localScope(author) ? 'local' : 'public'
  }

  for (const [author, plan] of Object.entries(AUTHOR_TOPICS)) {
    for (let i = 0; i < plan.count; i += 1) {
      const topic = pick(rng, plan.topics)
      const template = TOPICS[topic]
      if (!template) continue
      add({
        author,
        text: template.make(rng),
        topic,
        visibility: topic === 'question' ? 'public' : randomVisibility(author),
      })
    }
  }

  // Content warnings.
  for (let i = 0; i < 10; i += 1) {
    const [spoiler, body] = pick(rng, CONTENT.CW_TOPICS)
    add({ author: pick(rng, acctList).acct, text: body, spoiler, topic: 'cw' })
  }
  // Long multi-paragraph posts.
  for (let i = 0; i < 6; i += 1) {
    const start = int(rng, 0, CONTENT.LONG_PARAGRAPHS.length - 3)
    const paragraphs = CONTENT.LONG_PARAGRAPHS.slice(start, start + int(rng, 3, 4))
    add({
      author: pick(rng, [
        'gwen@social.bubble.example',
        'alice',
        'admin',
        'erin@social.bubble.example',
      ]),
      text: paragraphs.join('\n\n'),
      spoiler: chance(rng, 0.5) ? 'long post' : '',
      topic: 'long',
    })
  }
  // Markdown, HTML and BBCode posts.
  CONTENT.MARKDOWN_POSTS.forEach((text, i) =>
    add({
      author:
        i === 1 ? 'admin' : pick(rng, ['erin@social.bubble.example', 'gwen@social.bubble.example']),
      text,
      contentType: 'text/markdown',
      topic: 'markdown',
    }),
  )
  add({
    author: 'gwen@social.bubble.example',
    contentType: 'text/html',
    topic: 'html',
    text: '<p>Long day in the kitchen. <strong>Gerald</strong> (the starter) is thriving.</p><p>Recipe notes are on my blog: <a href="https://gwen.blog.example/gerald">gwen.blog.example/gerald</a> #baking</p>',
  })
  add({
    author: 'erin@social.bubble.example',
    contentType: 'text/bbcode',
    topic: 'bbcode',
    text: '[b]Reminder:[/b] the [i]bubble[/i] is cozy. [url=https://social.bubble.example/about]About our server[/url] #akkoma',
  })
  // Photo posts (some sensitive).
  for (let i = 0; i < 18; i += 1) {
    const sensitive = i % 5 === 4
    add({
      author: pick(rng, [
        'alice',
        'alice',
        'dana@mastodon.example',
        'erin@social.bubble.example',
        'bob',
        'carol',
      ]),
      text: `${pick(rng, CONTENT.PHOTO_CAPTIONS)} #${pick(rng, ['photography', 'art', 'gardening'])}`,
      media: int(rng, 1, 4),
      sensitive,
      spoiler: sensitive ? pick(rng, ['bright colours', 'food', 'nsfw (not really): cake']) : '',
      topic: 'photo',
    })
  }
  // Followers-only thoughts from local accounts.
  for (let i = 0; i < 10; i += 1) {
    add({
      author: pick(rng, ['alice', 'bob', 'bob', 'carol', 'moderator']),
      text: pick(rng, CONTENT.PRIVATE_THOUGHTS),
      visibility: 'private',
      topic: 'private',
    })
  }
  // Local-only announcements.
  CONTENT.LOCAL_NOTES.forEach((text, i) =>
    add({ author: i === 2 ? 'moderator' : 'admin', text, visibility: 'local', topic: 'local' }),
  )
  // Mentions between accounts.
  for (let i = 0; i < 16; i += 1) {
    const from = pick(rng, acctList).acct
    let to = pick(rng, acctList).acct
    if (to === from) to = from === 'alice' ? 'carol' : 'alice'
    add({ author: from, text: `${mentionOf(to)} ${pick(rng, MENTION_LINES)}`, topic: 'mention' })
  }
  // Direct messages (conversations in order).
  let dmMinutes = int(rng, 600, 3000)
  for (const [from, to, text] of CONTENT.DIRECT_MESSAGES) {
    void to
    dmMinutes = Math.max(2, dmMinutes - int(rng, 20, 300))
    add({ author: from, text, visibility: 'direct', minutesAgo: dmMinutes, topic: 'direct' })
  }

  // Threads: replies to questions and to a few other public posts.
  const roots = drafts
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => d.visibility === 'public' && (d.topic === 'question' || chance(rng, 0.08)))
    .map(({ i }) => i)
  const replyTo = (parentIndex: number, depth: number): void => {
    const parent = drafts[parentIndex]
    if (!parent || depth > 5) return
    const replies =
      depth === 1 ? int(rng, 1, 4) : chance(rng, 0.55 - depth * 0.08) ? int(rng, 1, 2) : 0
    for (let r = 0; r < replies; r += 1) {
      let author = pick(rng, acctList).acct
      if (author === parent.author || author === 'weatherbot@bots.example') {
        author = parent.author === 'alice' ? 'carol' : 'alice'
      }
      const visibility: Visibility =
        parent.visibility === 'public'
          ? chance(rng, 0.8)
            ? 'public'
            : 'unlisted'
          : parent.visibility
      const index = add({
        author,
        text: `${mentionOf(parent.author)} ${pick(rng, CONTENT.REPLIES)}`,
        visibility,
        replyTo: parentIndex,
        minutesAgo: Math.max(0, parent.minutesAgo - int(rng, 2, 240)),
        topic: 'reply',
      })
      replyTo(index, depth + 1)
    }
  }
  for (const root of roots) replyTo(root, 1)
  // A stranger replying to alice (shows up in her home via the mention).
  const aliceArt = drafts.findIndex(
    (d) => d.author === 'alice' && d.topic === 'art' && d.visibility === 'public',
  )
  if (aliceArt >= 0) {
    add({
      author: 'frank@misskey.example',
      text: '@alice this is wonderful, do you sell prints? :star_gold:',
      replyTo: aliceArt,
      minutesAgo: Math.max(0, (drafts[aliceArt]?.minutesAgo ?? 10) - 7),
      topic: 'reply',
    })
  }

  // Reblogs of public posts by other accounts.
  const reblogged = new Set<string>()
  const candidates = drafts
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => d.visibility === 'public' && d.replyTo === null)
  for (let n = 0; n < 45 && candidates.length > 0; n += 1) {
    const { d, i } = pick(rng, candidates)
    const booster = pick(rng, acctList).acct
    const key = `${booster}|${i}`
    if (booster === d.author || reblogged.has(key)) continue
    reblogged.add(key)
    add({
      author: booster,
      text: '',
      reblogOf: i,
      visibility: 'public',
      minutesAgo: Math.max(0, d.minutesAgo - int(rng, 1, 900)),
      topic: 'reblog',
    })
  }

  // ------------------------------------------------- materialize statuses
  const order = drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => b.d.minutesAgo - a.d.minutesAgo || a.i - b.i)
  const statusOfDraft = new Map<number, StatusRecord>()
  const lookup = {
    findAccount: (username: string, domain: string | null) =>
      store.accountByAcct(domain ? `${username}@${domain}` : username) ?? null,
    accountUrl: () => '',
    emojiExists: (shortcode: string) => customEmoji(shortcode) !== undefined,
  }
  for (const { d, i } of order) {
    const author = accountOf(d.author)
    const createdMs = seedMinute - d.minutesAgo * MINUTE
    const createdAt = new Date(createdMs).toISOString()
    const parent = d.replyTo !== null ? statusOfDraft.get(d.replyTo) : undefined
    const original = d.reblogOf !== null ? statusOfDraft.get(d.reblogOf) : undefined
    const rendered = renderContent(d.text, d.contentType, { origin: SEED_ORIGIN, lookup })
    const mentionIds = rendered.mentionIds.filter((id) => id !== author.id)
    if (parent && parent.accountId !== author.id && !mentionIds.includes(parent.accountId)) {
      mentionIds.unshift(parent.accountId)
    }
    const mediaIds: string[] = []
    for (let m = 0; m < d.media; m += 1) {
      const [width, height] = pick(rng, [
        [1200, 800],
        [800, 1200],
        [1000, 1000],
        [1600, 900],
      ] as const)
      const description = pick(rng, CONTENT.IMAGE_DESCRIPTIONS)
      const art = int(rng, 0, 999)
      const media: MediaRecord = {
        id: store.ids.media.next(createdMs),
        accountId: author.id,
        type: 'image',
        mimeType: 'image/svg+xml',
        format: 'svg',
        description,
        width,
        height,
        art,
        blurhash: mediaBlurhash('svg', art, width, height),
        createdAt,
      }
      store.addMedia(media)
      mediaIds.push(media.id)
    }
    const status: StatusRecord = {
      id: store.ids.status.next(createdMs),
      accountId: author.id,
      createdAt,
      editedAt: null,
      visibility: d.visibility,
      source: d.text,
      contentType: d.contentType,
      spoilerText: d.spoiler,
      sensitive: d.sensitive,
      language: original ? null : 'en',
      inReplyToId: parent?.id ?? null,
      inReplyToAccountId: parent?.accountId ?? null,
      inReplyToUuid: parent?.objectUuid ?? null,
      quoteId: null,
      quoteUuid: null,
      quoteAccountId: null,
      reblogOfId: original?.id ?? null,
      mentionIds: original ? [] : mentionIds,
      tags: original ? [] : rendered.tags,
      emojis: original ? [] : rendered.emojis,
      context: parent?.context ?? original?.context ?? uuid(rng),
      objectUuid: uuid(rng),
      mediaIds,
      favouritedBy: [],
      bookmarkedBy: [],
      pinnedAt: null,
      application: author.domain === null && !original ? { name: 'Web', website: null } : null,
      history: [],
      poll: null,
      reactions: [],
    }
    if (d.reblogOf !== null && !original) continue
    store.addStatus(status)
    statusOfDraft.set(i, status)
  }

  // ------------------------------------------ favourites, bookmarks, pins
  const accounts = store.accounts()
  const events: {
    type: NotificationType
    to: string
    from: string
    statusId: string | null
    ms: number
    emoji?: string | null
  }[] = []
  for (const status of store.statusesNewestFirst()) {
    if (status.reblogOfId) continue
    const createdMs = Date.parse(status.createdAt)
    const viewers = accounts.filter((a) => a.id !== status.accountId && canView(store, status, a))
    const r = rng()
    const count = r < 0.4 ? 0 : r < 0.85 ? int(rng, 1, 3) : int(rng, 4, 8)
    const fans = shuffle(rng, viewers).slice(0, count)
    for (const fan of fans) {
      status.favouritedBy.push(fan.id)
      const ms = Math.min(seedMinute - MINUTE, createdMs + int(rng, 1, 600) * MINUTE)
      events.push({
        type: 'favourite',
        to: status.accountId,
        from: fan.id,
        statusId: status.id,
        ms,
      })
    }
  }
  const pickOwn = (acct: string, n: number) =>
    store
      .statusesOf(accountOf(acct).id)
      .filter((s) => s.visibility === 'public' && !s.reblogOfId && !s.inReplyToId)
      .slice(-n)
  for (const status of [...pickOwn('alice', 2), ...pickOwn('admin', 1)]) {
    status.pinnedAt = new Date(Date.parse(status.createdAt) + 5 * MINUTE).toISOString()
  }
  for (const [acct, n] of [
    ['alice', 5],
    ['carol', 3],
  ] as const) {
    const reader = accountOf(acct)
    const visible = [...store.statusesNewestFirst()].filter(
      (s) => !s.reblogOfId && s.accountId !== reader.id && canView(store, s, reader),
    )
    for (const status of shuffle(rng, visible).slice(0, n)) status.bookmarkedBy.push(reader.id)
  }

  // ------------------------------------------------------- scenes, extras
  const sceneRng = mulberry32(SCENE_SEED)
  const sceneEvents = addScenePosts(
    { store, seedMinute, rng: sceneRng, uuid: () => uuid(sceneRng) },
    scenePosts(),
  )
  addSeedExtras(store, seedMinute, accountOf)

  // -------------------------------------------------------- notifications
  for (const event of sceneEvents) events.push(event)
  for (const status of store.statusesNewestFirst()) {
    const ms = Date.parse(status.createdAt)
    if (status.reblogOfId) {
      const original = store.status(status.reblogOfId)
      if (original)
        events.push({
          type: 'reblog',
          to: original.accountId,
          from: status.accountId,
          statusId: original.id,
          ms,
        })
      continue
    }
    for (const id of status.mentionIds) {
      events.push({ type: 'mention', to: id, from: status.accountId, statusId: status.id, ms })
    }
  }
  for (const follow of state.follows) {
    events.push({
      type: follow.state === 'pending' ? 'follow_request' : 'follow',
      to: follow.followingId,
      from: follow.followerId,
      statusId: null,
      ms: Date.parse(follow.createdAt),
    })
  }
  events.sort((a, b) => a.ms - b.ms)
  for (const event of events) {
    const recipient = store.account(event.to)
    if (!recipient || recipient.domain !== null || event.to === event.from) continue
    const notification: NotificationRecord = {
      id: store.ids.notification.next(event.ms),
      accountId: event.to,
      type: event.type,
      fromAccountId: event.from,
      statusId: event.statusId,
      createdAt: new Date(event.ms).toISOString(),
      seen: seedMinute - event.ms > 2 * DAY,
      emoji: event.emoji ?? null,
    }
    state.notifications.push(notification)
  }

  // A deactivated local account, added last so the random content above is unchanged.
  const deactivatedMs = seedMinute - DEACTIVATED_ACCOUNT.ageDays * DAY
  store.addAccount({
    ...accountDefaults(),
    id: store.ids.account.next(deactivatedMs),
    username: DEACTIVATED_ACCOUNT.username,
    domain: null,
    displayName: DEACTIVATED_ACCOUNT.displayName,
    noteSource: DEACTIVATED_ACCOUNT.bio,
    createdAt: new Date(deactivatedMs).toISOString(),
    email: `${DEACTIVATED_ACCOUNT.username}@cofe-demo.invalid`,
    passwordHash: password,
    deactivated: true,
    art: hashString(DEACTIVATED_ACCOUNT.username) % 10,
    software: null,
  })

  seedAnnouncements(store, seedMinute, accountOf)
  // Last of all, so the random content above is unchanged.
  addAliceMutesAndBlocks(store, seedMinute)

  return store.state
}

/** The accounts of ALICE_BLOCKED_ACCOUNTS and ALICE_MUTED_ACCOUNTS, and her blocks and mutes. */
function addAliceMutesAndBlocks(store: Store, seedMinute: number): void {
  const alice = store.accountByAcct('alice')
  if (!alice) return
  const quiet = (acct: string, index: number): AccountRecord => {
    const [username = acct, domain = null] = acct.split('@')
    const createdMs = seedMinute - (60 - index) * DAY
    const loud = ALICE_MUTED_ACCOUNTS.includes(acct)
    const account: AccountRecord = {
      ...accountDefaults(),
      id: store.ids.account.next(createdMs),
      username,
      domain,
      displayName: loud
        ? `${username.replace(/^./, (c) => c.toUpperCase())} 📢`
        : `Daily Deals ${username.slice(-2)}`,
      noteSource: loud ? 'Opinions, loudly, all day.' : 'Cheap followers! Best prices! DM now!',
      createdAt: new Date(createdMs).toISOString(),
      email: null,
      passwordHash: null,
      art: hashString(acct) % 10,
      software: { name: 'pleroma', version: '2.7.0' },
    }
    store.addAccount(account)
    return account
  }
  ;[...ALICE_BLOCKED_ACCOUNTS, ...ALICE_MUTED_ACCOUNTS].forEach((acct, i) => {
    const target = quiet(acct, i)
    const ms = seedMinute - (40 - i) * DAY
    const record = {
      id: store.ids.misc.next(ms),
      accountId: alice.id,
      targetId: target.id,
      createdAt: new Date(ms).toISOString(),
    }
    if (ALICE_MUTED_ACCOUNTS.includes(acct)) store.addMute({ ...record, notifications: true })
    else store.addBlock(record)
  })
}

/** alice's lists and followed tags, and bob's muted thread (see seeds/facts.ts). */
function addSeedExtras(
  store: Store,
  seedMinute: number,
  accountOf: (acct: string) => AccountRecord,
): void {
  const alice = accountOf('alice')
  for (const seeded of [ALICE_LIST, ALICE_REMOTE_LIST]) {
    const list = store.addList(alice.id, seeded.title)
    list.memberIds = seeded.members.map((acct) => accountOf(acct).id)
  }
  ALICE_FOLLOWED_TAGS.forEach((name, i) => {
    const ms = seedMinute - (30 - i) * DAY
    store.addFollowedTag({
      id: store.ids.misc.next(ms),
      accountId: alice.id,
      name,
      createdAt: new Date(ms).toISOString(),
    })
  })
  const root = store.statusesOf(alice.id).find((s) => s.source.startsWith(DEEP_THREAD.root.snippet))
  if (root) {
    for (const acct of DEEP_THREAD.mutedBy) store.muteThread(accountOf(acct).id, root.context)
  }
}

function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1))
    const a = out[i]
    const b = out[j]
    if (a === undefined || b === undefined) continue
    out[i] = b
    out[j] = a
  }
  return out
}
