/**
 * Word lists and templates the seed draws from. Each template takes the
 * seeded PRNG and returns post text; the seed decides who posts what, when
 * and to whom.
 */

export type Rng = () => number

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  const item = list[Math.floor(rng() * list.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p
}

const BREWS = [
  'pour-over',
  'flat white',
  'cortado',
  'AeroPress',
  'moka pot brew',
  'cold brew',
  'oat latte',
  'double espresso',
  'French press',
]
const ORIGINS = [
  'Ethiopian',
  'Kenyan',
  'Colombian',
  'Guatemalan',
  'Sumatran',
  'Rwandan',
  'Brazilian',
  'Costa Rican',
]
const NOTES = [
  'blueberry',
  'dark chocolate',
  'jasmine',
  'caramel',
  'stone fruit',
  'hazelnut',
  'bergamot',
  'brown sugar',
  'red apple',
]
const VERDICTS = [
  'Absolutely buying this again.',
  'Not sure yet, will try it as espresso.',
  'Ten out of ten, no notes.',
  'Surprisingly bright!',
  'A bit too roasty for me.',
]
const COFFEE_TAKES = [
  'the grinder matters more than the machine',
  'decaf deserves respect',
  'milk is allowed, gatekeeping is not',
  'a scale is the best coffee upgrade under 30 euros',
  'light roasts are worth the learning curve',
]
const ART_MEDIA = ['ink', 'watercolour', 'gouache', 'pencil', 'digital', 'charcoal', 'linocut']
const ART_SUBJECTS = [
  'the old bridge',
  'a sleepy fox',
  "my neighbour's cat",
  'a mossy stone',
  'the market square',
  'a teapot with a face',
  'rain on the window',
  'a lighthouse at dusk',
  'a very serious pigeon',
]
const FEELINGS = [
  'Pretty happy with how it turned out.',
  'Not perfect but I love it.',
  'This one fought me the whole way.',
  'Feeling cozy about it.',
  'More of these soon!',
  'Learned a lot doing this.',
]
const AKKOMA_FEATURES = [
  'emoji reactions',
  'the bubble timeline',
  'quote posts',
  'post editing',
  'custom emoji packs',
  'markdown posts',
  'local-only posts',
  'the translation button',
]
const TIPS = [
  'mute a whole thread from the post menu',
  'write posts in markdown by switching the content type',
  'post local-only with the local scope',
  'pick custom emoji with the smiley button',
  'set a content warning with the subject line',
]
const PLANTS = [
  'tomatoes',
  'sunflowers',
  'basil',
  'sweet peas',
  'chillies',
  'strawberries',
  'lavender',
  'runner beans',
]
const PLANT_EVENTS = [
  'sprouted',
  'started flowering',
  'survived the storm',
  'got eaten by snails (again)',
  'produced the first harvest',
  'outgrew their pots',
]
const BOOKS = [
  'The Left Hand of Darkness',
  'A Psalm for the Wild-Built',
  'Piranesi',
  'The Dispossessed',
  'Station Eleven',
  'The Goblin Emperor',
  'Project Hail Mary',
  'Braiding Sweetgrass',
]
const BOOK_OPINIONS = [
  'Cannot put it down.',
  'The prose is gorgeous.',
  'Slow start, worth it.',
  'Re-reading and loving it even more.',
  'Already recommending it to everyone.',
]
const CAT_NAMES = ['Biscuit', 'Mochi', 'Pepper', 'Sir Fluffington', 'Toast', 'Noodle']
const CAT_SPOTS = [
  'keyboard',
  'sunny windowsill',
  'freshly folded laundry',
  'office chair',
  'bookshelf',
  'bread basket',
]
const BAKES = [
  'sourdough',
  'cinnamon buns',
  'a lemon drizzle cake',
  'focaccia',
  'oat cookies',
  'a very lopsided pie',
]
const ROUTES = ['river path', 'old railway line', 'coast road', 'forest trail', 'canal towpath']
const RIDE_NOTES = [
  'Headwind both ways, somehow.',
  'Saw three herons!',
  'Perfect weather.',
  'Legs are jelly now.',
  'Stopped for coffee halfway, obviously.',
]
const TECH_THINGS = [
  'refactoring an old shell script',
  'setting up a home server',
  'learning a bit of Rust',
  'fixing my dotfiles',
  'writing tests for a side project',
  'migrating to a tiling window manager',
]
const TECH_OUTCOMES = [
  'It works and I do not know why.',
  'Surprisingly painless!',
  'Three hours for one semicolon.',
  'Future me will thank present me.',
  'Everything is faster now.',
]
const ALBUMS = [
  'a Nils Frahm record',
  'old Björk albums',
  'lo-fi jazz playlists',
  'Khruangbin',
  'a cassette I found at a flea market',
  'Bach cello suites',
]
const CONDITIONS = [
  'sunny',
  'light rain',
  'overcast',
  'fog in the morning',
  'scattered showers',
  'clear skies',
  'windy',
  'drizzle',
]
const WEATHER_ADVICE = [
  'Bring an umbrella.',
  'Great day for a walk.',
  'Tea weather.',
  'Hold on to your hat.',
  'Sunscreen recommended.',
]
const LINK_TOPICS = [
  'slow web design',
  'running your own server',
  'the history of coffee houses',
  'moss gardens',
  'small-batch printing',
  'accessible colour palettes',
]
const LINK_HOSTS = ['blog.example', 'notes.example.org', 'zine.example.net', 'garden.example']
const QUESTIONS = [
  'a good hand grinder under 100 euros',
  'cozy fantasy books',
  'a beginner-friendly watercolour set',
  'podcasts about gardening',
  'a bike bag that survives the rain',
  'an easy sourdough recipe',
  'a keyboard that is quiet enough for an office',
  'tea for people who think they do not like tea',
]
const REPLIES = [
  'oh this is a great question, following along!',
  'I have had good luck with the one from the local shop.',
  'seconding this, I want to know too.',
  'depends on your budget, but honestly anything with decent burrs.',
  'I wrote about this last year, let me find the link.',
  'hard agree.',
  'this made my day, thank you!',
  'wait, really? I had no idea.',
  'love this so much :blobcatheart:',
  'adding it to my list right now.',
  'same here! Great minds.',
  'ha, that is exactly what happened to me.',
  'can confirm, it works.',
  'thank you, that is really helpful.',
  'oh no :blobthink: have you tried turning it off and on again?',
  'beautiful! :heart_purple:',
]
const EMOJI_LINES = [
  'Monday mood: :blobsleep: :cofe:',
  'Finally finished that project :blobparty: :star_gold:',
  'Sending everyone a :blobhug: today',
  'Thinking about lunch already :blobthink:',
  'Three cups in and the day is going great :cofe_latte: :cofe_espresso: :cofe_matcha:',
  'Rainy day, cozy day :cloud: :droplet: :teapot:',
  'Good morning, fediverse! :sun: :blobwave:',
  'Weekend plans: nothing. Absolutely nothing. :moon:',
]
const CW_TOPICS: readonly [string, string][] = [
  ['food', 'Made the spiciest chilli of my life and I regret nothing. My eyes are still watering.'],
  [
    'long post, rambling',
    'Some thoughts on why small communities feel so different from big platforms. It is not only the size; it is that you start recognising names, and then you start caring about them. Anyway, that is why I like it here.',
  ],
  [
    'spoilers: Piranesi',
    'The reveal about the Other hit so hard. I had to put the book down and stare at a wall for a bit.',
  ],
  [
    'mild rant',
    'Why does every app want me to make an account to read a single page? Let me read the page!',
  ],
  ['eye contact', 'Took a selfie with the new haircut. Still deciding if I like it.'],
  ['politics (local, mild)', 'The council finally approved the new bike lanes. Small wins!'],
  [
    'bugs (the insect kind)',
    'Found a huge spider in the bathtub. We have agreed to share the flat for now.',
  ],
  ['health', 'Back from the dentist, all fine. Celebrating with soup.'],
]
const LONG_PARAGRAPHS = [
  'I have been thinking a lot about what makes a place online feel like home. For me it is mostly the pace: nobody is shouting, nothing is autoplaying, and I can read everything my friends posted since yesterday in one sitting.',
  'The other thing is that people here write like people. Long posts, weird hobbies, blurry photos of their lunch. It feels like the early days of blogs, when everyone had a little corner and you would walk from one corner to the next.',
  'Of course it is not perfect. Moderation is hard work, and the folks who do it deserve a lot more thanks than they get. If you have a moment today, say thank you to your admins.',
  'So this is me saying thank you. And also: please post more pictures of your plants, your pets and your terrible first attempts at bread. Those are the best posts.',
  'Practical note for newcomers: you do not have to follow everyone back, you do not have to reply to everything, and it is fine to just read. Lurking is a valid lifestyle.',
  'Last thing: if you are running your own small server, write down how you set it up. Future you will have forgotten everything by the next upgrade. Ask me how I know.',
]
const MARKDOWN_POSTS = [
  '**Weekly tip:** you can write posts in *markdown* here.\n\n- lists work\n- `inline code` works\n- and so do [links](https://docs.akkoma.example/markdown)\n\nHave fun! #akkoma',
  '## Server notes\n\nThe demo instance was updated today. Changes:\n\n1. faster timelines\n2. more emoji :cofe:\n3. fewer bugs (hopefully)\n\n> Please report anything odd to @admin',
  'Shopping list for the bake sale:\n\n- flour\n- **lots** of butter\n- cardamom\n\nWho is bringing the coffee? #baking',
]
const IMAGE_DESCRIPTIONS = [
  'A hilly landscape at sunset with a big pale sun.',
  'Rolling hills in soft colours with round trees in the foreground.',
  'A stylised mountain range under a gradient sky.',
  'A colourful abstract landscape with circles like bushes.',
  'Evening light over a valley, drawn with simple shapes.',
  'A bright morning scene with a low sun over dark hills.',
]
const PHOTO_CAPTIONS = [
  'View from the hill this morning.',
  'Quick painting from the train window.',
  'The light today was unreal.',
  'Tried a new colour palette, what do you think?',
  'Weekend walk, zero regrets.',
  'Sketchbook page from yesterday.',
]
const PRIVATE_THOUGHTS = [
  'Followers-only: I am a bit nervous about the meetup this weekend. Going anyway!',
  'Just for you folks: the secret ingredient in my chilli is a square of dark chocolate.',
  'Followers-only rant: my upstairs neighbour has discovered the drum kit again.',
  'Small personal win today that I am not ready to share widely. Feeling good.',
  'Followers only: does anyone want to split a bulk order of coffee beans?',
]
const LOCAL_NOTES = [
  'Local-only note: the server will be restarted tonight around 22:00 for an update. Should be quick!',
  'Local-only: welcome to all the new folks who joined this week! Say hi in the #introductions tag.',
  'Local-only reminder: the moderation team meets on Thursdays. Ping @moderator with agenda items.',
]
const DIRECT_MESSAGES: readonly [string, string, string][] = [
  ['alice', 'bob', '@bob psst, are you coming to the coffee tasting on Saturday?'],
  ['bob', 'alice', '@alice yes! I will bring the grinder. Should I bring beans too?'],
  ['alice', 'bob', '@bob bring the Kenyan one, everyone loved it last time.'],
  [
    'carol',
    'alice',
    '@alice can you send me the link to that sketchbook shop? The one with the linen covers.',
  ],
  ['alice', 'carol', '@carol here you go: https://shop.example/sketchbooks 📓'],
  [
    'admin',
    'moderator',
    '@moderator heads-up: I am updating the server tonight, ping me if reports pile up.',
  ],
  ['moderator', 'admin', '@admin got it, I will keep an eye on the queue.'],
  [
    'dana@mastodon.example',
    'alice',
    '@alice hi! I loved your moss drawing, could I use it for our lab newsletter? With credit of course.',
  ],
  ['alice', 'dana@mastodon.example', '@dana@mastodon.example of course, I would be honoured!'],
  [
    'erin@social.bubble.example',
    'carol',
    '@carol quick security question about my server, do you have five minutes this week?',
  ],
  [
    'carol',
    'erin@social.bubble.example',
    '@erin@social.bubble.example sure, Wednesday evening works for me.',
  ],
  ['bob', 'carol', '@carol thanks for the book recommendation, halfway through already!'],
]

export interface TopicTemplate {
  topic: string
  make: (rng: Rng) => string
}

export const TOPICS: Record<string, TopicTemplate> = {
  coffee: {
    topic: 'coffee',
    make: (rng) =>
      pick(rng, [
        () =>
          `Morning ${pick(rng, BREWS)} is ready ${pick(rng, ['☕', ':cofe:', ':blobcoffee:', '☕✨'])} #cofe`,
        () =>
          `Tried a new ${pick(rng, ORIGINS)} bean today: notes of ${pick(rng, NOTES)} and ${pick(rng, NOTES)}. ${pick(rng, VERDICTS)} #cofe`,
        () => `Hot take: ${pick(rng, COFFEE_TAKES)}. #cofe`,
        () => `Second ${pick(rng, BREWS)} of the day. Do not judge me. #cofe :cofe_espresso:`,
      ])(),
  },
  art: {
    topic: 'art',
    make: (rng) =>
      pick(rng, [
        () =>
          `Quick ${pick(rng, ART_MEDIA)} sketch of ${pick(rng, ART_SUBJECTS)}. ${pick(rng, FEELINGS)} #art`,
        () =>
          `Day ${int(rng, 12, 240)} of drawing every day: ${pick(rng, ART_SUBJECTS)}. #art #sketchbook`,
        () =>
          `Art supplies haul! New ${pick(rng, ART_MEDIA)} set arrived and I am too excited. #art`,
      ])(),
  },
  akkoma: {
    topic: 'akkoma',
    make: (rng) =>
      pick(rng, [
        () => `Really enjoying ${pick(rng, AKKOMA_FEATURES)} on #akkoma. ${pick(rng, FEELINGS)}`,
        () => `PSA: you can ${pick(rng, TIPS)}. #fediverse #akkoma`,
        () => `Server update went smoothly today. Thanks to everyone who reported bugs! #akkoma`,
      ])(),
  },
  garden: {
    topic: 'garden',
    make: (rng) => `The ${pick(rng, PLANTS)} finally ${pick(rng, PLANT_EVENTS)}! #gardening`,
  },
  books: {
    topic: 'books',
    make: (rng) => `Currently reading "${pick(rng, BOOKS)}". ${pick(rng, BOOK_OPINIONS)} #books`,
  },
  cats: {
    topic: 'cats',
    make: (rng) =>
      `${pick(rng, CAT_NAMES)} has claimed the ${pick(rng, CAT_SPOTS)} again. I live here now, apparently. #caturday`,
  },
  baking: {
    topic: 'baking',
    make: (rng) => `Baked ${pick(rng, BAKES)} today. ${pick(rng, FEELINGS)} #baking`,
  },
  cycling: {
    topic: 'cycling',
    make: (rng) =>
      `${int(rng, 12, 95)} km along the ${pick(rng, ROUTES)} this morning. ${pick(rng, RIDE_NOTES)} #cycling`,
  },
  tech: {
    topic: 'tech',
    make: (rng) =>
      `Spent the evening ${pick(rng, TECH_THINGS)}. ${pick(rng, TECH_OUTCOMES)} #programming`,
  },
  music: {
    topic: 'music',
    make: (rng) => `On repeat today: ${pick(rng, ALBUMS)}. #music`,
  },
  weather: {
    topic: 'weather',
    make: (rng) =>
      `Weather for Lakeside: ${pick(rng, CONDITIONS)}, ${int(rng, -3, 29)}°C, wind ${int(rng, 2, 45)} km/h. ${pick(rng, WEATHER_ADVICE)} #weather`,
  },
  link: {
    topic: 'link',
    make: (rng) =>
      `Found this lovely write-up about ${pick(rng, LINK_TOPICS)}: https://${pick(rng, LINK_HOSTS)}/posts/${int(rng, 100, 999)}-${pick(rng, ['notes', 'thoughts', 'guide', 'story'])}`,
  },
  emoji: {
    topic: 'emoji',
    make: (rng) => pick(rng, EMOJI_LINES),
  },
  question: {
    topic: 'question',
    make: (rng) =>
      `Does anyone have a good recommendation for ${pick(rng, QUESTIONS)}? Boosts welcome!`,
  },
}

export const CONTENT = {
  REPLIES,
  CW_TOPICS,
  LONG_PARAGRAPHS,
  MARKDOWN_POSTS,
  IMAGE_DESCRIPTIONS,
  PHOTO_CAPTIONS,
  PRIVATE_THOUGHTS,
  LOCAL_NOTES,
  DIRECT_MESSAGES,
}
