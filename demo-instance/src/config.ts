/**
 * Static configuration of the demo instance: the values an Akkoma admin would
 * put in `config :pleroma, :instance`. Everything the instance endpoints
 * report comes from here, so the numbers live in one place.
 */

export const AKKOMA_VERSION = '3.13.2'
export const MASTODON_API_LEVEL = '2.7.2'

export const INSTANCE = {
  name: 'Cofe Demo',
  shortDescription:
    'A friendly little Akkoma-compatible demo instance for trying out the web client.',
  description:
    'Cofe Demo is a local, Akkoma-compatible server that ships with a cast of demo accounts and ' +
    'a few hundred posts. Nothing here leaves your machine.',
  email: 'admin@cofe-demo.invalid',
  contactUsername: 'admin',
  languages: ['en'],
  // Registrations, approval, activation, invites and the mailer: the live
  // accounts mode (controls/server-mode.ts AccountsMode), reported by render/instance-info.ts.
  federating: true,
  federatedTimelineAvailable: true,
  privateInstance: false,
  skipThreadContainment: true,
  privilegedStaff: false,
  maxCharacters: 5000,
  maxMediaAttachments: 10,
  charactersReservedPerUrl: 0,
  descriptionLimit: 5000,
  maxPinnedStatuses: 5,
  pollLimits: {
    max_options: 8,
    max_option_chars: 200,
    min_expiration: 0,
    max_expiration: 31536000,
  },
  uploadLimit: 16_000_000,
  avatarUploadLimit: 2_000_000,
  backgroundUploadLimit: 4_000_000,
  bannerUploadLimit: 4_000_000,
  fieldsLimits: {
    maxFields: 10,
    maxRemoteFields: 20,
    nameLength: 512,
    valueLength: 2048,
  },
  postFormats: [
    'text/plain',
    'text/html',
    'text/markdown',
    'text/bbcode',
    'text/x.misskeymarkdown',
  ],
  bubbleInstances: ['social.bubble.example'],
  mrfPolicies: ['SimplePolicy', 'HashtagPolicy', 'KeywordPolicy', 'ObjectAgePolicy', 'TagPolicy'],
  mrfSimple: {
    accept: [] as string[],
    avatar_removal: [] as string[],
    banner_removal: [] as string[],
    federated_timeline_removal: ['noisy.example'],
    followers_only: [] as string[],
    media_nsfw: ['lewd.example'] as string[],
    media_removal: [] as string[],
    reject: ['spam.example', 'harass.example'],
    reject_deletes: [] as string[],
    report_removal: [] as string[],
  },
  /** Akkoma's `mrf_simple_info`: the reason an admin gave, per action and instance. */
  mrfSimpleInfo: {
    reject: {
      'spam.example': { reason: 'Floods every server with advertising' },
      'harass.example': { reason: 'Harassment campaigns against our members' },
    },
    federated_timeline_removal: { 'noisy.example': { reason: 'Mostly automated posts' } },
  } as Record<string, Record<string, { reason: string }>>,
  quarantinedInstances: ['leaky.example'],
  quarantinedInstancesInfo: { 'leaky.example': { reason: 'Shows followers-only posts publicly' } },
  /** Akkoma's KeywordPolicy as nodeinfo lists it. */
  mrfKeyword: {
    reject: ['buy followers now'],
    federated_timeline_removal: ['crypto giveaway'],
    replace: [{ pattern: 'the cloud', replacement: 'someone else’s computer' }],
  },
  /**
   * Public part of a P-256 key in base64url, as Akkoma reports its VAPID key
   * (a real point on the curve, so browsers accept it for PushManager.subscribe).
   */
  vapidPublicKey:
    'BChq26t5UytZrII5XEMaXt_45KPKtcA4YWSfCumGqn4YmUdbSNxGg4JHRF0FiRIEl8pgObFa1uCPLt2Fjc5sa0k',
  /** Akkoma's `:oauth2, :token_expires_in`. */
  tokenLifetimeSeconds: 30 * 24 * 3600,
  mfaTokenLifetimeSeconds: 15 * 60,
  authCodeLifetimeSeconds: 10 * 60,
} as const

export const SUPPORTED_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'text/plain',
]

/** Akkoma's default `Pleroma.User, :restricted_nicknames`. */
export const RESTRICTED_NICKNAMES = [
  '.well-known',
  '~',
  'about',
  'activities',
  'api',
  'auth',
  'check_password',
  'dev',
  'friend-requests',
  'inbox',
  'internal',
  'main',
  'media',
  'nodeinfo',
  'notice',
  'oauth',
  'objects',
  'ostatus_subscribe',
  'pleroma',
  'proxy',
  'push',
  'registration',
  'relay',
  'settings',
  'status',
  'tag',
  'user-search',
  'user_exists',
  'users',
  'web',
  'verify_credentials',
  'update_credentials',
  'relationships',
  'search',
  'confirmation_resend',
  'mfa',
]

/** Akkoma's feature list (InstanceView.features/0) for this configuration. */
export const FEATURES = [
  'pleroma_api',
  'akkoma_api',
  'mastodon_api',
  'mastodon_api_streaming',
  'polls',
  'v2_suggestions',
  'pleroma_explicit_addressing',
  'shareable_emoji_packs',
  'multifetch',
  'pleroma:api/v1/notifications:include_types_filter',
  'quote_posting',
  'editing',
  'bubble_timeline',
  'pleroma_emoji_reactions',
  'exposable_reactions',
  'profile_directory',
  // [:translator, :enabled] is on (the translator is a fake, see render/translator.ts).
  'akkoma:machine_translation',
  'custom_emoji_reactions',
  'pleroma:get:main/ostatus',
]

export const PANEL_HTML = `<h2>Welcome to Cofe Demo ☕</h2>
<p>This is a <strong>local demo instance</strong>: an Akkoma-compatible server running on your
own machine, with a handful of demo accounts and a few hundred posts to play with.</p>
<p>Log in as <code>alice</code>, <code>bob</code>, <code>carol</code>, <code>moderator</code> or
<code>admin</code> with the password <code>password</code>. Carol has two-factor authentication
enabled.</p>
<p>Nothing posted here leaves your computer. Please be nice to each other anyway.</p>
`

export const TERMS_OF_SERVICE_HTML = `<h4>Terms of service</h4>
<p>Cofe Demo is a demonstration server that runs locally. It stores its data in a JSON file
on your disk and never federates with anyone.</p>
<ul>
<li>Be kind. The demo accounts have feelings too.</li>
<li>Do not post anything you would not want to see in a screenshot.</li>
<li>The data can be reset at any time.</li>
</ul>
`

/**
 * Password reset (routes/password-reset.ts): how long a mailed link works
 * (Akkoma's `:instance, :password_reset_token_validity`, one day) and how many
 * reset requests one address may make per window before Akkoma's rate limiter
 * answers 429 (kept small so a person trying the demo can see it).
 */
export const PASSWORD_RESET = {
  tokenValiditySeconds: 24 * 3600,
  rateLimit: { requests: 5, windowSeconds: 60 },
} as const
