/**
 * Facts about the hand-written seed scenes (seeds/scenes.ts) that browser
 * tests can rely on. Ids change on every reset (they encode the seeding
 * time), so tests find statuses by author and by a unique text `snippet`
 * (`content` of the status contains it; for the long content warning the
 * `spoiler_text` does). Like seeds/accounts.ts, this module has no
 * dependencies and never changes at runtime.
 *
 * Every scene status is public unless noted, newer than the random seed's
 * posts are on average (all of them are within the last three days), and
 * visible in the public timeline (local ones also with `local=true`).
 */

export interface SceneFact {
  /** `acct` of the author (`alice`, `dana@mastodon.example`, ...). */
  author: string
  /** Unique text found in the status `content`. */
  snippet: string
}

// ------------------------------------------------------------- rendering

/** Many paragraphs and lines: well over the client's "tall post" score of 20. */
export const TALL_POST: SceneFact = {
  author: 'gwen@social.bubble.example',
  snippet: 'The Great Sourdough Saga, in fourteen short chapters',
}

/** A content warning of more than 240 characters (`spoiler_text` starts with `spoiler`). */
export const LONG_CW_POST = {
  author: 'carol',
  spoiler:
    'Long content warning: spoilers for the ending of Piranesi, the middle of The Goblin ' +
    'Emperor and the first chapter of Station Eleven, plus a short rant about people who ' +
    'read the last page first, some mild grief, and a very long tangent about libraries, ' +
    'marble statues and tides',
  snippet: 'Fine, I admit it: I read the last page first.',
} as const

/** Eight mentions (the client shows 5, then "+3"). */
export const MANY_MENTIONS_POST = {
  author: 'admin',
  snippet: 'Roll call for demo day',
  mentions: [
    'moderator',
    'alice',
    'bob',
    'carol',
    'dana@mastodon.example',
    'erin@social.bubble.example',
    'frank@misskey.example',
    'gwen@social.bubble.example',
  ],
} as const

/** Plain text whose lines start with `>` (greentext) and one with `<`. */
export const GREENTEXT_POST: SceneFact = { author: 'bob', snippet: 'be me, owner of a new grinder' }

/** `text/x.misskeymarkdown` posts; `akkoma.source.content` holds the MFM source. */
export const MFM_POSTS: readonly (SceneFact & { source: string })[] = [
  {
    author: 'frank@misskey.example',
    snippet: 'spin Weekend mode engaged',
    source: '$[spin Weekend mode engaged] $[rainbow robots everywhere] $[x2 :blobparty:]',
  },
  {
    author: 'frank@misskey.example',
    snippet: 'jelly new robot arm',
    source: '$[jelly new robot arm] $[shake it works] $[flip upside down] $[tada ta-da!]',
  },
  {
    author: 'alice',
    snippet: 'bounce Inktober is done',
    source: '$[bounce Inktober is done] $[sparkle 31 drawings] $[x3 🎉]',
  },
]

/** The bot account (`bot: true`) posts weather; this one is a scene. */
export const BOT_POST: SceneFact = {
  author: 'weatherbot@bots.example',
  snippet: 'Weather alert for Lakeside',
}

// ---------------------------------------------------------------- threads

/**
 * A conversation ten replies deep (a chain alternating alice, bob, carol,
 * erin, dana) with side branches at depths 2, 4 and 6.
 */
export const DEEP_THREAD = {
  root: { author: 'alice', snippet: 'Thread game: one line each, let us write a coffee story' },
  depth: 10,
  branchDepths: [2, 4, 6],
  /** Every reply's text starts with this plus its depth, e.g. "Chapter 7:". */
  replyPrefix: 'Chapter',
  /** bob muted this thread (it is missing from his timelines without `with_muted=true`). */
  mutedBy: ['bob'],
} as const

/** A reply whose parent (by bob) was deleted: `in_reply_to_id` is Akkoma's ghost id "_". */
export const DELETED_PARENT_REPLY: SceneFact = {
  author: 'carol',
  snippet: 'Replying to a post that has since been deleted',
}

// ------------------------------------------------------------------ polls

export interface PollFact extends SceneFact {
  options: readonly string[]
  multiple: boolean
}

/** Open, single choice; alice has not voted (she can vote). */
export const OPEN_POLL: PollFact = {
  author: 'admin',
  snippet: 'Poll: which brew method should we feature at the next meetup?',
  options: ['Pour-over', 'AeroPress', 'French press', 'Moka pot'],
  multiple: false,
}

/** Open, multiple choice; alice has not voted. */
export const MULTIPLE_CHOICE_POLL: PollFact = {
  author: 'carol',
  snippet: 'Poll (pick any): which genres should the book club read this year?',
  options: ['Science fiction', 'Fantasy', 'Mystery', 'Non-fiction', 'Poetry'],
  multiple: true,
}

/** Closed a day ago; alice voted "Crisp and sunny" (index 0). */
export const EXPIRED_POLL: PollFact & { aliceVoted: readonly number[] } = {
  author: 'bob',
  snippet: 'Poll (closed): best weather for a long ride?',
  options: ['Crisp and sunny', 'Overcast and cool', 'Light drizzle', 'I only ride indoors'],
  multiple: false,
  aliceVoted: [0],
}

/** Open; alice already voted "Tiny modular" (index 2). */
export const ALICE_VOTED_POLL: PollFact & { aliceVoted: readonly number[] } = {
  author: 'erin@social.bubble.example',
  snippet: 'Poll: synth of the week?',
  options: ['Vintage analog', 'Groovebox', 'Tiny modular', 'Just a kazoo'],
  multiple: false,
  aliceVoted: [2],
}

/** alice's own open poll (voting in it answers 422 "Poll's author can't vote"). */
export const ALICE_OWN_POLL: PollFact = {
  author: 'alice',
  snippet: 'Poll: which sketch should I paint next?',
  options: ['The old bridge', 'A sleepy fox', 'Rain on the window'],
  multiple: false,
}

// -------------------------------------------------------------- reactions

/** 16 distinct reactions (12 unicode, 4 custom), so the client shows 12 and "+4". */
export const REACTION_PARTY = {
  author: 'admin',
  snippet: 'Reaction party! React with anything',
  emojis: [
    '👍',
    '❤️',
    '😂',
    '🎉',
    '☕',
    '🔥',
    '👀',
    '🙏',
    '🌻',
    '🐱',
    '🚲',
    '📚',
    'cofe',
    'blobcatheart',
    'blobparty',
    'star_gold',
  ],
  /** alice reacted with these (`me: true` for her). */
  aliceReacted: ['☕', 'blobcatheart'],
} as const

/** A post with a few custom-emoji reactions only. */
export const CUSTOM_REACTIONS_POST: SceneFact & { emojis: readonly string[] } = {
  author: 'bob',
  snippet: 'New espresso machine day',
  emojis: ['cofe', 'cofe_espresso', 'blobcoffee'],
}

// ------------------------------------------------------------------ edits

/** Edited twice: history has three versions, the first with the typos. */
export const EDITED_POSTS: readonly (SceneFact & { versions: readonly string[] })[] = [
  {
    author: 'alice',
    snippet: 'Finished the lighthouse painting!',
    versions: [
      'Finsihed the lighthose painting!',
      'Finished the lighthouse painting!',
      'Finished the lighthouse painting! Watercolour on cold-press paper. #art #watercolour',
    ],
  },
  {
    author: 'carol',
    snippet: 'The ending of Piranesi made me cry on the bus',
    versions: [
      'Just finished Piranesi.',
      'The ending of Piranesi made me cry on the bus (the edit added a content warning).',
    ],
  },
]

// ------------------------------------------------------------------ media

export interface MediaFact extends SceneFact {
  /** Attachment types in order. */
  types: readonly string[]
}

/** Galleries of 1, 2, 3, 4, 5 and 10 images (SVG, PNG and JPEG mixed). */
export const GALLERY_POSTS: Record<1 | 2 | 3 | 4 | 5 | 10, SceneFact> = {
  1: { author: 'alice', snippet: 'Gallery of one: morning light over the valley' },
  2: { author: 'dana@mastodon.example', snippet: 'Gallery of two: moss, before and after rain' },
  3: { author: 'erin@social.bubble.example', snippet: 'Gallery of three: the synth corner' },
  4: { author: 'alice', snippet: 'Gallery of four: sketchbook pages from the weekend' },
  5: { author: 'gwen@social.bubble.example', snippet: 'Gallery of five: bake sale highlights' },
  10: { author: 'alice', snippet: 'Gallery of ten: a whole month of landscapes' },
}

export const MEDIA_POSTS = {
  gif: { author: 'erin@social.bubble.example', snippet: 'Animated GIF: a bouncing ball' },
  apng: { author: 'gwen@social.bubble.example', snippet: 'Animated PNG: a loading spinner' },
  webp: { author: 'dana@mastodon.example', snippet: 'Animated WebP: a sliding block' },
  jpeg: { author: 'carol', snippet: 'A JPEG photo: pink skies over the hills' },
  video: { author: 'bob', snippet: 'A tiny video clip: the sun crossing the valley' },
  audio: { author: 'carol', snippet: 'Listen: a four-note chime' },
  unknown: { author: 'admin', snippet: 'The autumn menu is attached as a PDF' },
  flash: { author: 'frank@misskey.example', snippet: 'Found my old Flash intro from 2006' },
  /** `sensitive: true` with a content warning. */
  sensitive: { author: 'alice', snippet: 'Spicy ramen, extremely red' },
  /** `sensitive: true` without a content warning. */
  sensitiveNoCw: { author: 'erin@social.bubble.example', snippet: 'Marked sensitive, no subject' },
  /**
   * Old-style marking: the text has #nsfw (tag "nsfw") and the post was
   * not flagged. Akkoma still answers `sensitive: true` for it (it ORs the
   * flag with the hashtag), and so does the demo instance.
   */
  oldNsfw: { author: 'dana@mastodon.example', snippet: 'Old-style marking, blurry photo' },
} as const satisfies Record<string, SceneFact>

/** Reblogs of media posts: bob reblogs the 4-image gallery, carol the video. */
export const MEDIA_REBLOGS = [
  { by: 'bob', of: GALLERY_POSTS[4] },
  { by: 'carol', of: MEDIA_POSTS.video },
] as const

// ------------------------------------------------------------ cards, quotes

/** Posts whose link has a preview card (known sites in render/cards.ts). */
export const CARD_POSTS = {
  slowWeb: {
    author: 'admin',
    snippet: 'Worth a read on a slow Sunday',
    url: 'https://blog.example/posts/slow-web',
    title: 'In praise of the slow web',
  },
  moss: {
    author: 'dana@mastodon.example',
    snippet: 'Start here if you want a moss garden',
    url: 'https://garden.example/guides/moss',
    title: 'A beginner’s guide to moss gardens',
  },
} as const

/** carol quotes the slow-web card post; bob quotes carol's quote (a quote of a quote). */
export const QUOTE_POSTS = {
  quote: {
    author: 'carol',
    snippet: 'This is the best thing I read all week',
    quotes: CARD_POSTS.slowWeb,
  },
  quoteOfQuote: {
    author: 'bob',
    snippet: 'Quoting the quote: agreed with both of you',
    quotes: { author: 'carol', snippet: 'This is the best thing I read all week' },
  },
  editedQuote: {
    author: 'erin@social.bubble.example',
    snippet: 'Look at this lighthouse',
    quotes: { author: 'alice', snippet: 'Finished the lighthouse painting!' },
  },
} as const

// ------------------------------------------------- pins, lists, tags, DMs

/** Pinned statuses per account (`GET /api/v1/accounts/:id/statuses?pinned=true`). */
export const PINNED_COUNTS = { alice: 3, admin: 2 } as const
/** One of admin's pinned posts. */
export const ADMIN_PINNED_POST: SceneFact = {
  author: 'admin',
  snippet: 'Welcome to Cofe Demo! Start here',
}
/** One of alice's pinned posts (the others are her newest seeded public posts). */
export const ALICE_PINNED_POST: SceneFact = GALLERY_POSTS[1]

/** alice's list. */
export const ALICE_LIST = { title: 'Friends', members: ['bob', 'carol'] } as const
/** alice's second list (made after Friends, so the newer one), of people on other servers. */
export const ALICE_REMOTE_LIST = {
  title: 'Far away',
  members: ['dana@mastodon.example', 'erin@social.bubble.example'],
} as const

/** Tags alice follows: public posts with them show up in her home timeline. */
export const ALICE_FOLLOWED_TAGS = ['baking', 'books'] as const

/** Direct messages between alice and bob (visible to the two of them only). */
export const ALICE_BOB_DMS = [
  { author: 'alice', snippet: 'psst, are you coming to the coffee tasting on Saturday?' },
  { author: 'bob', snippet: 'yes! I will bring the grinder' },
  { author: 'alice', snippet: 'bring the Kenyan one, everyone loved it last time' },
] as const

/** Translation is on (fake): translated text starts with `[{lang}] ` and wraps words in ‹ ›. */
export const FAKE_TRANSLATION = { prefix: (lang: string) => `[${lang}] `, wordWrap: ['‹', '›'] }

/**
 * A spam wave alice blocked one account at a time, and two loud accounts she
 * muted: remote accounts without posts or follows, so nothing else in the
 * seed changes, and the blocks list runs over one page of 20. Newest block
 * and mute first in the lists (the last ones here).
 */
export const ALICE_BLOCKED_ACCOUNTS: readonly string[] = Array.from(
  { length: 22 },
  (_, i) => `deals${String(i + 1).padStart(2, '0')}@cheapfollows.example`,
)
export const ALICE_MUTED_ACCOUNTS: readonly string[] = [
  'loudmouth@shouting.example',
  'hottakes@shouting.example',
]
