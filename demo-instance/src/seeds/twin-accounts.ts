/**
 * Facts about the twin seed (`--seed twin`, seeds/twin.ts): a second demo
 * instance with its own cast, so two of them federating are told apart.
 * Browser tests import these; no dependencies, never changes at runtime.
 * Every account logs in with the default seed's DEMO_PASSWORD.
 */

import type { DemoAccount } from './accounts.ts'

export const TWIN_INSTANCE = {
  name: 'Twin Demo',
  shortDescription: 'The other demo instance: a second cast, federating with Cofe Demo.',
  description:
    'Twin Demo is a second local, Akkoma-compatible demo server. Its members follow and ' +
    'mention the members of the first one across the two ports.',
  email: 'dana@twin-demo.invalid',
  contactUsername: 'dana',
  /** Palette of its generated thumbnail (Cofe Demo's is 4). */
  thumbnailArt: 7,
  panelHtml: `<h2>Welcome to Twin Demo 🌿</h2>
<p>The <strong>second local demo instance</strong>, with a cast of its own that follows and
mentions the members of Cofe Demo across the two ports.</p>
<p>Log in as <code>dana</code>, <code>eli</code>, <code>fern</code> or <code>gus</code> with the
password <code>password</code>.</p>
`,
} as const

/** The twin instance's local accounts (dana is its admin and contact). */
export const TWIN_ACCOUNTS: readonly DemoAccount[] = [
  {
    nickname: 'dana',
    username: 'dana',
    domain: null,
    role: 'admin',
    notes: 'Twin Demo administrator and contact account.',
    email: 'dana@twin-demo.invalid',
    twoFactor: false,
    displayName: 'Dana Okafor',
    bio: 'Runs Twin Demo from a shed full of seed trays. Say hi from the other server!',
    fields: [{ name: 'Role', value: 'Administrator' }],
    locked: false,
    bot: false,
    ageDays: 300,
  },
  {
    nickname: 'eli',
    username: 'eli',
    domain: null,
    role: 'moderator',
    notes: 'Moderator of Twin Demo.',
    email: 'eli@twin-demo.invalid',
    twoFactor: false,
    displayName: 'Eli Brandt',
    bio: 'Moderator. Cyclist. Writes about trains more than is healthy.',
    fields: [],
    locked: false,
    bot: false,
    ageDays: 240,
  },
  {
    nickname: 'fern',
    username: 'fern',
    domain: null,
    role: 'member',
    notes: 'Posts about plants; follows dana and eli.',
    email: 'fern@twin-demo.invalid',
    twoFactor: false,
    displayName: 'Fern Castillo',
    bio: 'Houseplants, field notes and the occasional #botany rabbit hole.',
    fields: [{ name: 'Pronouns', value: 'she/her' }],
    locked: false,
    bot: false,
    ageDays: 120,
  },
  {
    nickname: 'gus',
    username: 'gus',
    domain: null,
    role: 'member',
    notes: 'Posts about cooking; follows fern.',
    email: 'gus@twin-demo.invalid',
    twoFactor: false,
    displayName: 'Gus Lindqvist',
    bio: 'Home cook, bread enthusiast, professional over-salter.',
    fields: [],
    locked: false,
    bot: false,
    ageDays: 60,
  },
]
