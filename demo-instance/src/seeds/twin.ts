/**
 * The twin seed (`--seed twin`): a small second instance, "Twin Demo", with
 * its own local cast (seeds/twin-accounts.ts) and a few dozen statuses, so a
 * second demo instance on another port can federate with the default one
 * (federation/peer.ts) and a person sees which server they are on. Deterministic
 * like the default seed: a fixed PRNG and times relative to the seeding.
 */

import { customEmoji, hashString } from '../media/art.ts'
import { hashPassword } from '../model/passwords.ts'
import type { AccountRecord, DemoState, StatusRecord, Visibility } from '../model/records.ts'
import { accountDefaults } from '../model/records.ts'
import { renderContent } from '../render/content.ts'
import { DEMO_PASSWORD } from './accounts.ts'
import { int, mulberry32 } from './content.ts'
import { TWIN_ACCOUNTS, TWIN_INSTANCE } from './twin-accounts.ts'
import { Store, emptyState } from '../model/store.ts'

const SEED = 0x7717
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

interface TwinPost {
  author: string
  text: string
  visibility?: Visibility
  /** Index of an earlier post in TWIN_POSTS this one replies to. */
  replyTo?: number
}

const TWIN_POSTS: readonly TwinPost[] = [
  { author: 'dana', text: 'Welcome to Twin Demo! This server is the other half of the demo pair.' },
  { author: 'eli', text: 'First post on the twin. The 07:42 was late again. #trains' },
  { author: 'fern', text: 'Repotted the monstera today. It has opinions. #botany' },
  { author: 'gus', text: 'Sourdough attempt number four: actually edible. #bread' },
  {
    author: 'dana',
    text: 'Seed trays are in. Tomatoes, peppers and one mystery packet. #gardening',
  },
  { author: 'fern', text: '@dana the mystery packet is always basil. Always.', replyTo: 4 },
  {
    author: 'dana',
    text: '@fern you say that every year and every year it is coriander.',
    replyTo: 5,
  },
  { author: 'eli', text: 'Reminder: be kind, mark spoilers, and tag your #trains photos.' },
  { author: 'gus', text: 'Hot take: salt your pasta water like the sea. #cooking' },
  { author: 'fern', text: 'Field notes: the moss on the north wall is doing great. #botany' },
  {
    author: 'eli',
    text: 'Only for followers: the new bike lane is finished and nobody uses it.',
    visibility: 'private',
  },
  { author: 'gus', text: 'Quiet one: soup weather has arrived.', visibility: 'unlisted' },
  { author: 'dana', text: 'Server maintenance tonight at 22:00, about ten minutes. Grab a tea.' },
  {
    author: 'fern',
    text: 'Pressed flowers drying between two very heavy cookbooks. @gus you can have them back soon.',
  },
  { author: 'gus', text: '@fern keep them, they smell of lavender now.', replyTo: 13 },
  { author: 'eli', text: 'Sleeper train booked. Twelve hours of staring out of windows. #trains' },
  {
    author: 'dana',
    text: 'Twin Demo tip: you can follow people on the other demo server by their full handle.',
  },
  {
    author: 'gus',
    text: 'Made focaccia with the leftover rosemary. The kitchen smells incredible. #bread',
  },
  {
    author: 'fern',
    text: 'Does anyone know why my fern (the plant) is browning at the tips? #botany',
  },
  {
    author: 'eli',
    text: '@fern humidity, almost certainly. Mist it or move it away from the radiator.',
    replyTo: 18,
  },
  {
    author: 'dana',
    text: 'The tomatoes have sprouted! All of them! Even the mystery packet. #gardening',
  },
  { author: 'gus', text: 'Pickling everything that stands still. #cooking' },
  {
    author: 'eli',
    text: 'Photographed a steam engine on the heritage line today. Pure joy. #trains',
  },
  { author: 'fern', text: 'Good morning from the greenhouse, where it is already summer.' },
]

export function buildTwinSeedState(nowMs: number): DemoState {
  const rng = mulberry32(SEED)
  const seedMinute = Math.floor(nowMs / MINUTE) * MINUTE
  const state = emptyState(new Date(nowMs).toISOString())
  state.identity = { ...TWIN_INSTANCE }
  const store = new Store(state, null)
  const password = hashPassword(DEMO_PASSWORD)

  const byName = new Map<string, AccountRecord>()
  for (const profile of [...TWIN_ACCOUNTS].sort((a, b) => b.ageDays - a.ageDays)) {
    const createdMs = seedMinute - profile.ageDays * DAY
    const account: AccountRecord = {
      ...accountDefaults(),
      id: store.ids.account.next(createdMs),
      username: profile.username,
      domain: null,
      displayName: profile.displayName,
      noteSource: profile.bio,
      fields: profile.fields.map((f) => ({ name: f.name, value: f.value, verifiedAt: null })),
      locked: profile.locked,
      bot: profile.bot,
      createdAt: new Date(createdMs).toISOString(),
      isAdmin: profile.role === 'admin',
      isModerator: profile.role === 'moderator',
      email: profile.email,
      passwordHash: password,
      discoverable: true,
      // Offset from the default seed's palettes, so dana here does not look like dana there.
      art: hashString(`twin:${profile.username}`) % 10,
      software: null,
    }
    store.addAccount(account)
    byName.set(profile.username, account)
  }
  const accountOf = (name: string): AccountRecord => {
    const account = byName.get(name)
    if (!account) throw new Error(`twin seed: unknown account ${name}`)
    return account
  }

  const follows: [string, string][] = [
    ['dana', 'eli'],
    ['eli', 'dana'],
    ['fern', 'dana'],
    ['fern', 'eli'],
    ['gus', 'fern'],
    ['dana', 'fern'],
  ]
  follows.forEach(([from, to], i) => {
    const ms = seedMinute - (40 - i) * DAY
    store.addFollow({
      id: store.ids.follow.next(ms),
      followerId: accountOf(from).id,
      followingId: accountOf(to).id,
      state: 'accepted',
      showingReblogs: true,
      notify: false,
      createdAt: new Date(ms).toISOString(),
    })
  })

  const lookup = {
    findAccount: (username: string, domain: string | null) =>
      domain ? null : (byName.get(username) ?? null),
    accountUrl: () => '',
    emojiExists: (shortcode: string) => customEmoji(shortcode) !== undefined,
  }
  const made: StatusRecord[] = []
  // Oldest first, a few hours apart, the newest about an hour before seeding.
  let minutesAgo = TWIN_POSTS.length * 180
  TWIN_POSTS.forEach((post, i) => {
    minutesAgo -= int(rng, 120, 180)
    const createdMs = seedMinute - Math.max(minutesAgo, 60 - i) * MINUTE
    const author = accountOf(post.author)
    const parent = post.replyTo !== undefined ? made[post.replyTo] : undefined
    const rendered = renderContent(post.text, 'text/plain', {
      origin: 'http://seed.invalid',
      lookup,
    })
    const mentionIds = rendered.mentionIds.filter((id) => id !== author.id)
    if (parent && parent.accountId !== author.id && !mentionIds.includes(parent.accountId))
      mentionIds.unshift(parent.accountId)
    const status: StatusRecord = {
      id: store.ids.status.next(createdMs),
      accountId: author.id,
      createdAt: new Date(createdMs).toISOString(),
      editedAt: null,
      visibility: post.visibility ?? 'public',
      source: post.text,
      contentType: 'text/plain',
      spoilerText: '',
      sensitive: false,
      language: 'en',
      inReplyToId: parent?.id ?? null,
      inReplyToAccountId: parent?.accountId ?? null,
      inReplyToUuid: parent?.objectUuid ?? null,
      quoteId: null,
      quoteUuid: null,
      quoteAccountId: null,
      reblogOfId: null,
      mentionIds,
      tags: rendered.tags,
      emojis: rendered.emojis,
      context: parent?.context ?? `7a1ec000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      objectUuid: `7a1e0000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      mediaIds: [],
      favouritedBy: [],
      bookmarkedBy: [],
      pinnedAt: null,
      application: { name: 'Web', website: null },
      history: [],
      poll: null,
      reactions: [],
    }
    store.addStatus(status)
    made.push(status)
    for (const id of mentionIds) {
      state.notifications.push({
        id: store.ids.notification.next(createdMs),
        accountId: id,
        type: 'mention',
        fromAccountId: author.id,
        statusId: status.id,
        createdAt: status.createdAt,
        seen: true,
        emoji: null,
      })
    }
  })
  return store.state
}
