/**
 * Hand-written seed scenes: posts that exercise the client's rendering
 * rules and the newer features (polls, reactions, edits, quotes, cards,
 * every attachment type, deep threads, ...). Texts come from seeds/facts.ts
 * so tests and seed never drift apart. All scenes happen within the three
 * days before seeding; `minutesAgo` places them.
 */

import type { SceneMedia, ScenePost } from './scene-builder.ts'
import {
  ADMIN_PINNED_POST,
  ALICE_OWN_POLL,
  ALICE_VOTED_POLL,
  BOT_POST,
  CARD_POSTS,
  CUSTOM_REACTIONS_POST,
  DEEP_THREAD,
  DELETED_PARENT_REPLY,
  EDITED_POSTS,
  EXPIRED_POLL,
  GALLERY_POSTS,
  GREENTEXT_POST,
  LONG_CW_POST,
  MANY_MENTIONS_POST,
  MEDIA_POSTS,
  MFM_POSTS,
  MULTIPLE_CHOICE_POLL,
  OPEN_POLL,
  QUOTE_POSTS,
  REACTION_PARTY,
  TALL_POST,
} from './facts.ts'

const DAY = 24 * 60

const LANDSCAPES = [
  'Rolling hills at dusk under a peach-coloured sky.',
  'A valley with round trees and a pale sun.',
  'Dark mountains against a gradient sky.',
  'Soft hills with circles like bushes in the foreground.',
  'A low sun over a quiet valley.',
]

/** `count` images cycling through `formats`, with varied sizes and alt texts. */
function images(count: number, formats: readonly SceneMedia['format'][], artBase: number) {
  const sizes = [
    [1200, 800],
    [800, 1200],
    [1000, 1000],
    [1280, 720],
  ] as const
  return Array.from({ length: count }, (_, i) => ({
    format: formats[i % formats.length] ?? 'svg',
    art: artBase + i * 7,
    size: sizes[(artBase + i) % sizes.length],
    // One image in every gallery of three or more has no description.
    description: count >= 3 && i === 1 ? '' : (LANDSCAPES[(artBase + i) % LANDSCAPES.length] ?? ''),
  }))
}

function mfmText(fact: { source: string }) {
  return fact.source
}

const TALL_TEXT = [
  `${TALL_POST.snippet}.`,
  'Chapter one. Gerald arrives in a jar from a friend.\nHe smells faintly of apples.',
  'Chapter two. I forget to feed him for a week.\nHe forgives me.',
  'Chapter three. The first loaf is a brick.\nA lovely, crusty brick.',
  'Chapter four. I buy a scale.\nEverything changes.',
  'Chapter five. Hydration percentages enter my vocabulary.',
  'Chapter six. A loaf rises so much it lifts the lid of the pot.',
  'Chapter seven. The neighbours start leaving empty bags on my door handle.\nI take the hint.',
  'Chapter eight. Rye. We do not talk about the rye.',
  'Chapter nine. A holiday: Gerald goes to live with my sister for two weeks.',
  'Chapter ten. He comes back stronger. Suspiciously stronger.',
  'Chapter eleven. Focaccia with rosemary from the balcony.',
  'Chapter twelve. I teach a bread class at the library.\nSix people, six starters.',
  'Chapter thirteen. Gerald has grandchildren now.',
  'Chapter fourteen. The end, for now. Bake something this weekend! #baking',
].join('\n\n')

const CHAPTERS = [
  'the grinder jammed, so we borrowed one from the café next door',
  'the café owner turned out to be a retired barista champion',
  'she agreed to judge our tasting, but only blind',
  'somebody swapped the decaf in as a prank',
  'the decaf won',
  'nobody has admitted to the prank to this day',
  'the trophy is a mug with a crack in it',
  'we drink from it anyway, for luck',
  'next year the tasting is at my place',
  'the end (bring your own grinder)',
]

function deepThread(): ScenePost[] {
  const start = 2600
  const root: ScenePost = {
    author: DEEP_THREAD.root.author,
    minutesAgo: start,
    text: `${DEEP_THREAD.root.snippet} ☕ Reply with the next line!`,
  }
  const authors = ['bob', 'carol', 'erin@social.bubble.example', 'dana@mastodon.example', 'alice']
  const chain: ScenePost[] = []
  let parent = root
  for (let depth = 1; depth <= DEEP_THREAD.depth; depth += 1) {
    const reply: ScenePost = {
      author: authors[(depth - 1) % authors.length] ?? 'bob',
      minutesAgo: start - depth * 9,
      text: `${DEEP_THREAD.replyPrefix} ${depth}: ${CHAPTERS[depth - 1] ?? ''}.`,
      replyTo: parent,
    }
    chain.push(reply)
    parent = reply
  }
  const branches: ScenePost[] = []
  for (const depth of DEEP_THREAD.branchDepths) {
    const from = chain[depth - 2] ?? root
    const side: ScenePost = {
      author: depth === 4 ? 'gwen@social.bubble.example' : 'moderator',
      minutesAgo: start - (depth - 1) * 9 - 2,
      text: `Side plot at depth ${depth}: what if the story had gone another way?`,
      replyTo: from,
    }
    branches.push(side, {
      author: 'carol',
      minutesAgo: start - (depth - 1) * 9 - 4,
      text: `Side plot at depth ${depth + 1}: it did, in a parallel café.`,
      replyTo: side,
    })
  }
  return [root, ...chain, ...branches]
}

export function scenePosts(): ScenePost[] {
  const [lighthouse, piranesi] = EDITED_POSTS
  const slowWeb: ScenePost = {
    author: CARD_POSTS.slowWeb.author,
    minutesAgo: 1500,
    text: `${CARD_POSTS.slowWeb.snippet}: ${CARD_POSTS.slowWeb.url} #akkoma`,
  }
  const quote: ScenePost = {
    author: QUOTE_POSTS.quote.author,
    minutesAgo: 1400,
    text: `${QUOTE_POSTS.quote.snippet}. Go read it.`,
    quote: slowWeb,
  }
  const lighthousePost: ScenePost = {
    author: lighthouse?.author ?? 'alice',
    minutesAgo: 2700,
    text: lighthouse?.versions[2] ?? '',
    history: [
      { minutesAgo: 3000, text: lighthouse?.versions[0] ?? '' },
      { minutesAgo: 2900, text: lighthouse?.versions[1] ?? '' },
    ],
    media: [{ format: 'png', art: 6, size: [1000, 1000], description: 'A lighthouse at dusk.' }],
  }
  const gallery4: ScenePost = {
    author: GALLERY_POSTS[4].author,
    minutesAgo: 1600,
    text: `${GALLERY_POSTS[4].snippet} #sketchbook`,
    media: images(4, ['png', 'svg', 'svg', 'png'], 40),
  }
  const video: ScenePost = {
    author: MEDIA_POSTS.video.author,
    minutesAgo: 1250,
    text: `${MEDIA_POSTS.video.snippet} (with sound)`,
    media: [
      { format: 'webm', description: 'A pale sun moves across a pink valley; a soft tone plays.' },
    ],
    reactions: [['🔥', ['alice', 'carol']]],
  }
  const deletedParent: ScenePost = {
    author: 'bob',
    minutesAgo: 1000,
    text: 'This post will be deleted before anyone can read it.',
    deleted: true,
  }
  return [
    {
      author: ADMIN_PINNED_POST.author,
      minutesAgo: 4100,
      text: `${ADMIN_PINNED_POST.snippet}: be kind, post cats, and try polls, reactions, quotes and edits. :cofe: #akkoma`,
      pinned: true,
    },
    {
      author: EXPIRED_POLL.author,
      minutesAgo: 4200,
      text: `${EXPIRED_POLL.snippet} #cycling`,
      poll: {
        options: EXPIRED_POLL.options,
        multiple: false,
        closesIn: -DAY,
        votes: [
          ['alice', EXPIRED_POLL.aliceVoted],
          ['carol', [1]],
          ['moderator', [0]],
          ['dana@mastodon.example', [0]],
        ],
        remoteVotes: [9, 4, 1, 3],
      },
    },
    lighthousePost,
    {
      author: QUOTE_POSTS.editedQuote.author,
      minutesAgo: 2500,
      text: `${QUOTE_POSTS.editedQuote.snippet}, alice outdid herself.`,
      quote: lighthousePost,
    },
    ...deepThread(),
    {
      author: piranesi?.author ?? 'carol',
      minutesAgo: 2150,
      text: piranesi?.versions[1] ?? '',
      spoiler: 'spoilers: Piranesi',
      history: [{ minutesAgo: 2200, text: piranesi?.versions[0] ?? '' }],
    },
    {
      author: GALLERY_POSTS[1].author,
      minutesAgo: 1900,
      text: `${GALLERY_POSTS[1].snippet} #art`,
      media: [{ format: 'png', art: 11, size: [1200, 800], description: LANDSCAPES[0] ?? '' }],
      pinned: true,
      reactions: [['😍', ['bob', 'carol']]],
    },
    {
      author: ALICE_VOTED_POLL.author,
      minutesAgo: 1800,
      text: `${ALICE_VOTED_POLL.snippet} #music`,
      poll: {
        options: ALICE_VOTED_POLL.options,
        multiple: false,
        closesIn: 2 * DAY,
        votes: [
          ['alice', ALICE_VOTED_POLL.aliceVoted],
          ['gwen@social.bubble.example', [0]],
          ['frank@misskey.example', [3]],
        ],
        remoteVotes: [3, 5, 2, 1],
      },
    },
    {
      author: GALLERY_POSTS[2].author,
      minutesAgo: 1700,
      text: `${GALLERY_POSTS[2].snippet} #gardening`,
      media: images(2, ['svg', 'png'], 20),
    },
    {
      author: GALLERY_POSTS[3].author,
      minutesAgo: 1650,
      text: GALLERY_POSTS[3].snippet,
      media: images(3, ['svg', 'svg', 'jpeg'], 30),
    },
    gallery4,
    {
      author: GALLERY_POSTS[5].author,
      minutesAgo: 1550,
      text: `${GALLERY_POSTS[5].snippet} #baking`,
      media: images(5, ['svg', 'svg', 'svg', 'png', 'jpeg'], 50),
    },
    slowWeb,
    {
      author: CARD_POSTS.moss.author,
      minutesAgo: 1480,
      text: `${CARD_POSTS.moss.snippet}: ${CARD_POSTS.moss.url} #gardening`,
    },
    {
      author: GALLERY_POSTS[10].author,
      minutesAgo: 1450,
      text: `${GALLERY_POSTS[10].snippet} #art`,
      media: images(10, ['svg', 'png', 'svg', 'jpeg', 'svg'], 60),
    },
    quote,
    {
      author: MEDIA_POSTS.gif.author,
      minutesAgo: 1350,
      text: MEDIA_POSTS.gif.snippet,
      media: [{ format: 'gif', description: 'A red ball bounces on green grass (animated GIF).' }],
    },
    {
      author: QUOTE_POSTS.quoteOfQuote.author,
      minutesAgo: 1300,
      text: `${QUOTE_POSTS.quoteOfQuote.snippet}.`,
      quote,
    },
    {
      author: MEDIA_POSTS.apng.author,
      minutesAgo: 1320,
      text: MEDIA_POSTS.apng.snippet,
      media: [{ format: 'apng', description: 'Eight yellow dots chase each other in a circle.' }],
    },
    {
      author: MEDIA_POSTS.webp.author,
      minutesAgo: 1310,
      text: MEDIA_POSTS.webp.snippet,
      media: [{ format: 'webp', description: 'An orange square slides left and right.' }],
    },
    {
      author: MEDIA_POSTS.jpeg.author,
      minutesAgo: 1290,
      text: `${MEDIA_POSTS.jpeg.snippet} #photography`,
      media: [{ format: 'jpeg', description: 'Pink sky over dark purple hills.' }],
    },
    video,
    {
      author: MEDIA_POSTS.audio.author,
      minutesAgo: 1230,
      text: `${MEDIA_POSTS.audio.snippet} #music`,
      media: [{ format: 'wav', description: 'Four rising notes, like a doorbell.' }],
    },
    {
      author: OPEN_POLL.author,
      minutesAgo: 900,
      text: `${OPEN_POLL.snippet} #cofe`,
      poll: {
        options: OPEN_POLL.options,
        multiple: false,
        closesIn: 3 * DAY,
        votes: [
          ['bob', [0]],
          ['carol', [1]],
          ['moderator', [0]],
          ['dana@mastodon.example', [2]],
          ['erin@social.bubble.example', [0]],
          ['gwen@social.bubble.example', [3]],
        ],
        remoteVotes: [12, 7, 4, 2],
      },
    },
    {
      author: MEDIA_POSTS.unknown.author,
      minutesAgo: 1210,
      text: `${MEDIA_POSTS.unknown.snippet}. Prices are imaginary.`,
      media: [{ format: 'pdf', description: 'Autumn menu (PDF)' }],
    },
    {
      author: MEDIA_POSTS.flash.author,
      minutesAgo: 1200,
      text: `${MEDIA_POSTS.flash.snippet}. Still loads!`,
      media: [{ format: 'swf', description: 'Flash intro (orange stage)' }],
    },
    {
      author: MEDIA_POSTS.sensitive.author,
      minutesAgo: 1190,
      text: `${MEDIA_POSTS.sensitive.snippet}. I regret nothing.`,
      spoiler: 'food, very spicy',
      sensitive: true,
      media: [
        { format: 'png', art: 5, size: [1000, 1000], description: 'A bowl of very red ramen.' },
      ],
    },
    {
      author: MEDIA_POSTS.sensitiveNoCw.author,
      minutesAgo: 1170,
      text: `${MEDIA_POSTS.sensitiveNoCw.snippet}: the picture is hidden until you click.`,
      sensitive: true,
      media: [{ format: 'svg', art: 7, size: [1200, 800], description: 'A calm landscape.' }],
    },
    {
      author: MEDIA_POSTS.oldNsfw.author,
      minutesAgo: 1150,
      text: `${MEDIA_POSTS.oldNsfw.snippet} #nsfw`,
      media: [{ format: 'png', art: 8, size: [800, 1200], description: 'A blurry mossy rock.' }],
    },
    {
      author: MULTIPLE_CHOICE_POLL.author,
      minutesAgo: 1200,
      text: `${MULTIPLE_CHOICE_POLL.snippet} #books`,
      poll: {
        options: MULTIPLE_CHOICE_POLL.options,
        multiple: true,
        closesIn: 5 * DAY,
        votes: [
          ['bob', [0, 1]],
          ['admin', [0, 3]],
          ['erin@social.bubble.example', [1, 2, 4]],
          ['gwen@social.bubble.example', [1, 4]],
        ],
        remoteVotes: [5, 8, 3, 6, 2],
        remoteVoters: 11,
      },
    },
    { author: 'bob', minutesAgo: 1100, text: '', reblogOf: gallery4 },
    { author: 'carol', minutesAgo: 1050, text: '', reblogOf: video },
    deletedParent,
    {
      author: DELETED_PARENT_REPLY.author,
      minutesAgo: 990,
      text: `${DELETED_PARENT_REPLY.snippet}: what did it say?`,
      replyTo: deletedParent,
    },
    {
      author: CUSTOM_REACTIONS_POST.author,
      minutesAgo: 1000,
      text: `${CUSTOM_REACTIONS_POST.snippet} :cofe_espresso: #cofe`,
      reactions: [
        ['cofe', ['alice', 'carol']],
        ['cofe_espresso', ['admin']],
        ['blobcoffee', ['carol', 'moderator']],
      ],
    },
    {
      author: TALL_POST.author,
      minutesAgo: 800,
      text: TALL_TEXT,
    },
    {
      author: LONG_CW_POST.author,
      minutesAgo: 750,
      spoiler: LONG_CW_POST.spoiler,
      text: `${LONG_CW_POST.snippet} Piranesi's ending still got me. #books`,
    },
    {
      author: REACTION_PARTY.author,
      minutesAgo: 700,
      text: `${REACTION_PARTY.snippet} :blobparty: The more the merrier.`,
      reactions: [
        ['👍', ['bob', 'carol', 'moderator']],
        ['❤️', ['carol', 'dana@mastodon.example']],
        ['😂', ['bob']],
        ['🎉', ['moderator', 'erin@social.bubble.example', 'gwen@social.bubble.example']],
        ['☕', ['alice', 'bob', 'carol', 'dana@mastodon.example']],
        ['🔥', ['frank@misskey.example']],
        ['👀', ['gwen@social.bubble.example']],
        ['🙏', ['moderator']],
        ['🌻', ['dana@mastodon.example']],
        ['🐱', ['carol']],
        ['🚲', ['bob']],
        ['📚', ['gwen@social.bubble.example', 'carol']],
        ['cofe', ['bob', 'moderator']],
        ['blobcatheart', ['alice', 'erin@social.bubble.example']],
        ['blobparty', ['frank@misskey.example', 'erin@social.bubble.example']],
        ['star_gold', ['dana@mastodon.example']],
      ],
    },
    {
      author: MANY_MENTIONS_POST.author,
      minutesAgo: 650,
      text: `${MANY_MENTIONS_POST.snippet}: ${MANY_MENTIONS_POST.mentions.map((m) => `@${m}`).join(' ')} thanks, everyone!`,
    },
    {
      author: ALICE_OWN_POLL.author,
      minutesAgo: 600,
      text: `${ALICE_OWN_POLL.snippet} #art`,
      poll: {
        options: ALICE_OWN_POLL.options,
        multiple: false,
        closesIn: DAY,
        votes: [
          ['bob', [1]],
          ['carol', [1]],
          ['admin', [0]],
        ],
      },
    },
    {
      author: GREENTEXT_POST.author,
      minutesAgo: 550,
      text: [
        `> ${GREENTEXT_POST.snippet}`,
        '> spend three hours dialing in espresso',
        '> every shot tastes like a penny',
        '> the beans were a year old',
        '< fresh beans fixed everything',
      ].join('\n'),
    },
    ...MFM_POSTS.map((fact, i) => ({
      author: fact.author,
      minutesAgo: 500 - i * 50,
      text: mfmText(fact),
      contentType: 'text/x.misskeymarkdown',
    })),
    {
      author: BOT_POST.author,
      minutesAgo: 350,
      text: `${BOT_POST.snippet}: storm warning tonight, winds up to 80 km/h. Secure your bikes! #weather`,
    },
  ]
}
