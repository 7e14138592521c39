/**
 * Facts about the seeded demo accounts. Browser tests and the README import
 * these, so this module has no dependencies and never changes at runtime.
 */

export const DEMO_PASSWORD = 'password'

/** Base32 TOTP secret of `carol` (SHA-1, 6 digits, 30 s period). */
export const CAROL_TOTP_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA'

/** carol's recovery codes; each can be used once (until the next reset). */
export const CAROL_RECOVERY_CODES: readonly string[] = [
  'c0fe-7a3d-91e2',
  'b4ad-52c8-0f17',
  'e9d1-3b6a-c845',
  '5f20-d7e9-a613',
  '8a6c-14fb-2d90',
]

export type DemoRole = 'admin' | 'moderator' | 'member'

export interface DemoProfile {
  /** Local part of the handle. */
  username: string
  /** `null` for accounts of this instance. */
  domain: string | null
  displayName: string
  /** Plain-text bio; links, @mentions and #tags are rendered like posts. */
  bio: string
  /** `verified`: the link was checked (the field gets a `verified_at`). */
  fields: { name: string; value: string; verified?: boolean }[]
  locked: boolean
  bot: boolean
  /** Days before seeding the account was created. */
  ageDays: number
  /** Hides the followed accounts (list and count) from others. */
  hideFollows?: boolean
  /** Hides the followers (list and count) from others. */
  hideFollowers?: boolean
  /** Has a profile page background (`pleroma.background_image`). */
  background?: boolean
}

export interface DemoAccount extends DemoProfile {
  /** What you type in the login form. */
  nickname: string
  role: DemoRole
  /** What the account is for in demos and tests. */
  notes: string
  email: string
  twoFactor: boolean
}

export interface RemoteDemoAccount extends DemoProfile {
  /** Full handle, e.g. `dana@mastodon.example`. */
  acct: string
  software: { name: string; version: string }
  notes: string
}

/** Accounts of this instance; every one logs in with {@link DEMO_PASSWORD}. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    nickname: 'admin',
    username: 'admin',
    domain: null,
    role: 'admin',
    notes: 'Instance administrator; staff account and contact account of the instance.',
    email: 'admin@cofe-demo.invalid',
    twoFactor: false,
    displayName: 'Cofe Admin',
    bio: 'I keep the coffee machine and the server running. Mostly the coffee machine.\n\nReport problems to me, compliments to @moderator.',
    fields: [
      { name: 'Role', value: 'Administrator' },
      { name: 'Status page', value: 'https://status.cofe-demo.invalid' },
    ],
    locked: false,
    bot: false,
    ageDays: 400,
  },
  {
    nickname: 'moderator',
    username: 'moderator',
    domain: null,
    role: 'moderator',
    notes: 'Moderator; sees the moderation tools but not the admin ones.',
    email: 'moderator@cofe-demo.invalid',
    twoFactor: false,
    displayName: 'Mod Squad',
    bio: 'Friendly neighbourhood moderator. I read the reports so you do not have to. #moderation',
    fields: [{ name: 'Office hours', value: 'Weekdays, 9 to 5 (ish)' }],
    locked: false,
    bot: false,
    ageDays: 380,
    hideFollows: true,
    hideFollowers: true,
  },
  {
    nickname: 'alice',
    username: 'alice',
    domain: null,
    role: 'member',
    notes:
      'Regular member; follows bob, carol, dana, erin and admin, so her home timeline is busy.',
    email: 'alice@cofe-demo.invalid',
    twoFactor: false,
    displayName: 'Alice Liddell',
    bio: 'Illustrator, tea-turned-coffee person and occasional gardener. Drawing every day in #inktober spirit all year round.\n\nShe/her.',
    fields: [
      { name: 'Pronouns', value: 'she/her' },
      { name: 'Portfolio', value: 'https://alice.art.example', verified: true },
      { name: 'Favourite bean', value: 'Ethiopian Yirgacheffe' },
    ],
    locked: false,
    bot: false,
    ageDays: 300,
    background: true,
  },
  {
    nickname: 'bob',
    username: 'bob',
    domain: null,
    role: 'member',
    notes: 'Locked account: follows need his approval (dana has a pending request).',
    email: 'bob@cofe-demo.invalid',
    twoFactor: false,
    displayName: 'Bob 🚲',
    bio: 'Cyclist, home barista, keeps a tidy terminal. My account is locked, say hi before following!',
    fields: [
      { name: 'Pronouns', value: 'he/him' },
      { name: 'Bike', value: 'Steel touring frame, 32 spokes' },
    ],
    locked: true,
    bot: false,
    ageDays: 250,
  },
  {
    nickname: 'carol',
    username: 'carol',
    domain: null,
    role: 'member',
    notes:
      'Two-factor authentication (TOTP) enabled; see CAROL_TOTP_SECRET and CAROL_RECOVERY_CODES.',
    email: 'carol@cofe-demo.invalid',
    twoFactor: true,
    displayName: 'Carol Danvers-Smith',
    bio: 'Security person. Yes, I turned on two-factor. You should too.\n\nPosts about #books, #infosec and the occasional #caturday.',
    fields: [
      { name: 'Pronouns', value: 'she/they' },
      { name: 'Keyoxide', value: 'https://keyoxide.example/carol', verified: true },
    ],
    locked: false,
    bot: false,
    ageDays: 200,
  },
]

/** Accounts that look like they live on other servers (they cannot log in). */
export const REMOTE_ACCOUNTS: readonly RemoteDemoAccount[] = [
  {
    acct: 'dana@mastodon.example',
    username: 'dana',
    domain: 'mastodon.example',
    software: { name: 'mastodon', version: '4.3.2' },
    notes: 'Remote Mastodon user; has a pending follow request to bob.',
    displayName: 'Dana Scully',
    bio: 'Botanist. I post pictures of moss and ask people to look closer. #gardening #photography',
    fields: [{ name: 'Lab', value: 'https://moss.lab.example' }],
    locked: false,
    bot: false,
    ageDays: 900,
  },
  {
    acct: 'erin@social.bubble.example',
    username: 'erin',
    domain: 'social.bubble.example',
    software: { name: 'akkoma', version: '3.13.2' },
    notes: 'Remote user on the bubble instance (shows up in the bubble timeline).',
    displayName: 'Erin ✨',
    bio: 'Running a tiny Akkoma server for friends. Synths, cats and #akkoma tinkering.',
    fields: [{ name: 'Server', value: 'https://social.bubble.example' }],
    locked: false,
    bot: false,
    ageDays: 700,
  },
  {
    acct: 'frank@misskey.example',
    username: 'frank',
    domain: 'misskey.example',
    software: { name: 'misskey', version: '2024.11.0' },
    notes: 'Remote Misskey user.',
    displayName: 'Frank N. Stein',
    bio: 'Maker of small robots and large messes. Posting from Misskey. #electronics',
    fields: [],
    locked: false,
    bot: false,
    ageDays: 500,
  },
  {
    acct: 'gwen@social.bubble.example',
    username: 'gwen',
    domain: 'social.bubble.example',
    software: { name: 'akkoma', version: '3.13.2' },
    notes: 'Second bubble-instance user; writes long posts.',
    displayName: 'Gwen',
    bio: 'Writer, baker, long-post enjoyer. Sourdough starter is named Gerald. #books #baking',
    fields: [{ name: 'Blog', value: 'https://gwen.blog.example' }],
    locked: false,
    bot: false,
    ageDays: 650,
  },
  {
    acct: 'weatherbot@bots.example',
    username: 'weatherbot',
    domain: 'bots.example',
    software: { name: 'pleroma', version: '2.7.0' },
    notes: 'Automated (bot) account posting weather reports.',
    displayName: 'Weather Bot 🌦️',
    bio: 'I post the weather for a town that does not exist. Automated account.',
    fields: [{ name: 'Operator', value: '@erin@social.bubble.example' }],
    locked: false,
    bot: true,
    ageDays: 1000,
  },
]

/**
 * A local account an admin deactivated: its profile answers 404 ("Can't find
 * user") and it cannot log in. Seeded after everything else, with no posts.
 */
export const DEACTIVATED_ACCOUNT = {
  username: 'oldtimer',
  displayName: 'Old Timer',
  bio: 'This account was deactivated.',
  ageDays: 800,
} as const

/** Each local account's e-mail, by nickname: what a GoToSocial-like sign-in page asks for. */
export const DEMO_EMAILS: Readonly<Record<string, string>> = Object.fromEntries(
  DEMO_ACCOUNTS.map((account) => [account.nickname, account.email]),
)
