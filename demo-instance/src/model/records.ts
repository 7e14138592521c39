/**
 * The typed records the demo instance keeps in its state file. These are
 * the server's own storage shapes, not API entities: render/serializers.ts turns
 * them into what Akkoma answers on the wire.
 */

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local'
export const VISIBILITIES: readonly Visibility[] = [
  'public',
  'unlisted',
  'private',
  'direct',
  'local',
]

export interface AccountField {
  name: string
  /** Raw value as the user typed it (rendered to HTML by the serializer). */
  value: string
  verifiedAt: string | null
}

export interface AccountRecord {
  id: string
  /** Local part of the handle, e.g. `alice`. */
  username: string
  /** `null` for local accounts, the remote host otherwise. */
  domain: string | null
  displayName: string
  /** Raw bio as typed (plain text with mentions/links). */
  noteSource: string
  fields: AccountField[]
  locked: boolean
  bot: boolean
  createdAt: string
  isAdmin: boolean
  isModerator: boolean
  email: string | null
  /** `scrypt$salt$hash`, `null` for remote accounts. */
  passwordHash: string | null
  /** Base32 TOTP secret when two-factor authentication is enabled. */
  totpSecret: string | null
  /** Unused recovery codes (single use). */
  recoveryCodes: string[]
  /** A TOTP secret being set up (routes/security.ts), enabled once a code confirms it. */
  pendingTotpSecret?: string | null
  /** Accounts this one says it also is (Pleroma aliases, served as `also_known_as`). */
  aliasIds?: string[]
  /** The account this one moved to (Pleroma's move_account). */
  movedToId?: string | null
  hideFollowers: boolean
  hideFollows: boolean
  hideFollowersCount: boolean
  hideFollowsCount: boolean
  hideFavorites: boolean
  defaultScope: Visibility
  discoverable: boolean
  allowFollowingMove: boolean
  deactivated: boolean
  /**
   * Akkoma's `password_reset_pending` (set by an admin's force_password_reset):
   * the account cannot log in until it resets its password (routes/password-reset.ts).
   */
  passwordResetPending?: boolean
  tags: string[]
  settingsStore: Record<string, unknown>
  /** Palette index used by the generated avatar/header art. */
  art: number
  /** Software of the remote home server (for `akkoma.instance`). */
  software: { name: string; version: string } | null
  /** Path of the profile's page background (`pleroma.background_image`), if any. */
  backgroundImage?: string | null
  /** Pleroma's notification settings (absent in older state files: both off). */
  notificationSettings?: NotificationSettingsRecord
  /** Signed up while e-mail activation was required and not activated yet (Akkoma's is_confirmed false). */
  confirmationPending?: boolean
  /** The activation link's token while `confirmationPending` (routes/registration.ts). */
  confirmationToken?: string | null
  /** Signed up while approval was required and not approved yet (Akkoma's is_approved false). */
  approvalPending?: boolean
  /** What the applicant told the moderators (Akkoma's registration_reason). */
  registrationReason?: string | null
  /** What update_credentials changed beyond the seed (routes/credentials.ts); absent: defaults. */
  profileExtras?: ProfileExtrasRecord
}

/** What a new account starts with (seeded or signed up): fresh arrays and objects each call. */
export function accountDefaults() {
  return {
    fields: [],
    locked: false,
    bot: false,
    isAdmin: false,
    isModerator: false,
    totpSecret: null,
    recoveryCodes: [],
    hideFollowers: false,
    hideFollows: false,
    hideFollowersCount: false,
    hideFollowsCount: false,
    hideFavorites: true,
    defaultScope: 'public',
    discoverable: false,
    allowFollowingMove: true,
    deactivated: false,
    tags: [],
    settingsStore: {},
    backgroundImage: null,
  } satisfies Partial<AccountRecord>
}

/** Profile settings only update_credentials and the mascot call set. */
export interface ProfileExtrasRecord {
  /** Path of an uploaded avatar / banner (served by routes/credentials.ts); absent: the drawn one. */
  avatar?: string
  header?: string
  /** Akkoma's `show_role` (default true). */
  showRole?: boolean
  /** Akkoma's `no_rich_text` (default false). */
  noRichText?: boolean
  /** `source.sensitive`: new posts' media sensitive by default. */
  sensitive?: boolean
  /** Akkoma's `permit_followback`. */
  permitFollowback?: boolean
  /** Pleroma's mascot; absent: the instance's default. */
  mascot?: { path: string; mimeType: string }
}

/** What PUT /api/pleroma/notification_settings sets (Pleroma's User.NotificationSetting). */
export interface NotificationSettingsRecord {
  /** No notifications from accounts the user does not follow. */
  blockFromStrangers: boolean
  /** Web push carries no text of the post. */
  hideNotificationContents: boolean
}

/**
 * What the bytes of an attachment are (see media/files.ts): `svg` and `png`
 * are drawn from `art`; the others are fixed sample files.
 */
export type MediaFormat =
  'svg' | 'png' | 'jpeg' | 'gif' | 'apng' | 'webp' | 'webm' | 'wav' | 'pdf' | 'swf'

export interface MediaRecord {
  id: string
  accountId: string
  type: 'image' | 'video' | 'audio' | 'unknown'
  mimeType: string
  /** Served at /media/attachments/{id}.{extension of the format}. */
  format: MediaFormat
  description: string
  /** 0 for audio and unknown files. */
  width: number
  height: number
  /** Seed of the generated art (svg and png formats). */
  art: number
  blurhash: string | null
  createdAt: string
  /**
   * Set for files uploaded through the API (routes/media-upload.ts): their
   * bytes live in the data directory, not in `format`'s generator.
   */
  upload?: MediaUpload
}

export interface MediaUpload {
  /** File name extension, without the dot. */
  extension: string
  size: number
}

export interface PollOption {
  title: string
  /** Votes that came from other servers (a federated poll's remote tally). */
  remoteVotes: number
}

export interface PollVote {
  accountId: string
  /** Option indexes. */
  choices: number[]
  at: string
}

export interface PollRecord {
  id: string
  options: PollOption[]
  multiple: boolean
  expiresAt: string
  votes: PollVote[]
  /** Voters from other servers (counted in `voters_count`). */
  remoteVoters: number
}

/** An emoji reaction: a unicode emoji or a custom emoji shortcode (no colons). */
export interface ReactionRecord {
  emoji: string
  /** In the order they reacted. */
  accountIds: string[]
}

/** One earlier version of an edited status (the current one lives on the status). */
export interface StatusEdit {
  source: string
  spoilerText: string
  sensitive: boolean
  /** When this version was written (the original's `createdAt` for the first). */
  at: string
  contentType: string
  mediaIds: string[]
  poll: { options: string[]; multiple: boolean; expiresAt: string } | null
}

export interface StatusRecord {
  id: string
  accountId: string
  createdAt: string
  editedAt: string | null
  visibility: Visibility
  /** Raw text as posted; `content` is rendered from it (see render/content.ts). */
  source: string
  contentType: string
  spoilerText: string
  sensitive: boolean
  language: string | null
  inReplyToId: string | null
  inReplyToAccountId: string | null
  /** Object uuid of the replied-to status (its `uri` survives its deletion). */
  inReplyToUuid: string | null
  /** The quoted status (Akkoma quote posts). */
  quoteId: string | null
  quoteUuid: string | null
  quoteAccountId: string | null
  /** Set on reblog wrappers: the id of the reblogged status. */
  reblogOfId: string | null
  /** Accounts addressed by this status (mentions and the replied-to author). */
  mentionIds: string[]
  tags: string[]
  emojis: string[]
  /** Conversation context (shared by a whole thread). */
  context: string
  /** Random part of the ActivityPub object id. */
  objectUuid: string
  mediaIds: string[]
  favouritedBy: string[]
  bookmarkedBy: string[]
  pinnedAt: string | null
  application: { name: string; website: string | null } | null
  /** A status fetched from a peer demo instance (federation/peer.ts): its page there (`url`). */
  remoteUrl?: string | null
  /** Earlier versions, oldest first (empty unless edited). */
  history: StatusEdit[]
  poll: PollRecord | null
  reactions: ReactionRecord[]
}

export interface FollowRecord {
  id: string
  followerId: string
  followingId: string
  state: 'accepted' | 'pending'
  showingReblogs: boolean
  notify: boolean
  createdAt: string
}

export type NotificationType =
  | 'mention'
  | 'favourite'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'status'
  | 'update'
  | 'pleroma:emoji_reaction'
  | 'pleroma:report'

export interface NotificationRecord {
  id: string
  /** The account the notification is for. */
  accountId: string
  type: NotificationType
  fromAccountId: string
  statusId: string | null
  createdAt: string
  seen: boolean
  emoji: string | null
  /** `move` only: the account the sender moved to. */
  targetAccountId?: string | null
}

export interface AppRecord {
  id: string
  name: string
  website: string | null
  redirectUris: string[]
  scopes: string[]
  clientId: string
  clientSecret: string
  createdAt: string
}

export interface TokenRecord {
  id: number
  token: string
  refreshToken: string
  appId: string
  /** `null` for app-only tokens (client_credentials). */
  accountId: string | null
  scopes: string[]
  createdAt: string
  validUntil: string
}

export interface AuthCodeRecord {
  code: string
  appId: string
  accountId: string
  redirectUri: string
  scopes: string[]
  createdAt: string
  used: boolean
  /** PKCE (RFC 7636): the challenge given to /oauth/authorize, checked against the code_verifier. */
  codeChallenge?: PkceChallenge | null
}

export interface PkceChallenge {
  challenge: string
  method: 'S256' | 'plain'
}

export interface MfaTokenRecord {
  token: string
  accountId: string
  appId: string
  scopes: string[]
  /** For the browser flow: where to send the user after the code is accepted. */
  redirectUri: string | null
  state: string | null
  /** The browser flow's PKCE challenge, carried to the code made after the second factor. */
  codeChallenge?: PkceChallenge | null
  createdAt: string
}

export interface ListRecord {
  id: string
  accountId: string
  title: string
  memberIds: string[]
}

export interface FollowedTagRecord {
  id: string
  accountId: string
  /** Lower-cased tag name. */
  name: string
  createdAt: string
}

export interface ThreadMuteRecord {
  accountId: string
  context: string
}

/** `accountId` blocks or mutes `targetId` (no expiry). */
export interface AccountBlockRecord {
  id: string
  accountId: string
  targetId: string
  createdAt: string
}

export interface AccountMuteRecord extends AccountBlockRecord {
  /** Also mutes the target's notifications (Mastodon's `notifications` flag). */
  notifications: boolean
}

export interface DomainBlockRecord {
  /** Orders the list and is its paging cursor (absent in older state files: given on load). */
  id?: string
  accountId: string
  /** Lower-cased host name. */
  domain: string
}

/**
 * Who the instance says it is (name, descriptions, contact, thumbnail art).
 * Absent: the default seed's Cofe Demo (config.ts); the twin seed sets its own
 * (seeds/twin.ts), so two demo instances are told apart.
 */
export interface InstanceIdentityRecord {
  name: string
  shortDescription: string
  description: string
  email: string
  contactUsername: string
  /** Palette of the generated thumbnail (media/art.ts). */
  thumbnailArt: number
  /** The instance panel (/instance/panel.html); config.ts's PANEL_HTML when left out. */
  panelHtml?: string
}

export interface DemoState {
  version: 1
  seededAt: string
  identity?: InstanceIdentityRecord
  accounts: AccountRecord[]
  statuses: StatusRecord[]
  media: MediaRecord[]
  follows: FollowRecord[]
  notifications: NotificationRecord[]
  apps: AppRecord[]
  tokens: TokenRecord[]
  authCodes: AuthCodeRecord[]
  mfaTokens: MfaTokenRecord[]
  nextTokenId: number
  lists: ListRecord[]
  followedTags: FollowedTagRecord[]
  threadMutes: ThreadMuteRecord[]
  blocks: AccountBlockRecord[]
  mutes: AccountMuteRecord[]
  domainBlocks: DomainBlockRecord[]
  /** Private notes one account keeps about another (Mastodon's account note). */
  accountNotes: AccountNoteRecord[]
  /** Instance announcements (Akkoma's admin API), see routes/announcements.ts. */
  announcements: AnnouncementRecord[]
  /** Account backups (Pleroma's /api/v1/pleroma/backups), see routes/user-data.ts. */
  backups: BackupRecord[]
  /** Akkoma's frontend settings profiles, see routes/frontend-settings.ts. */
  frontendSettingsProfiles: FrontendSettingsProfileRecord[]
  /** Registration invites (Akkoma's user_invite_tokens), see routes/registration.ts; absent = none. */
  invites?: InviteRecord[]
  /** Mailed password reset links (Akkoma's password_reset_tokens), see routes/password-reset.ts. */
  passwordResetTokens?: PasswordResetTokenRecord[]
  /** Reading markers per account and timeline (Mastodon's markers), see model/markers.ts; absent = none. */
  markers?: MarkerRecord[]
  /** Keyword filters kept on the server (v1 and v2), see model/filters.ts; absent = none. */
  filters?: FilterRecord[]
  /** Reports members filed (Akkoma's Flag activities), see routes/admin.ts; absent = none. */
  reports?: ReportRecord[]
  /** Posts waiting for their time (Mastodon's scheduled statuses), see routes/scheduled.ts; absent = none. */
  scheduledStatuses?: ScheduledStatusRecord[]
}

/** A post kept until `scheduledAt`, with what was sent to post it. */
export interface ScheduledStatusRecord {
  id: string
  accountId: string
  /** ISO time it goes out. */
  scheduledAt: string
  source: string
  visibility: Visibility
  spoilerText: string
  sensitive: boolean
  contentType: string
  language: string | null
  inReplyToId: string | null
  quoteId: string | null
  mediaIds: string[]
  poll: { options: string[]; expiresIn: number; multiple: boolean } | null
  application: { name: string; website: string | null } | null
  /** The Idempotency-Key it was posted with, if any. */
  idempotency: string | null
}

/** Akkoma's report states: `open` until a moderator resolves or closes it. */
export type ReportState = 'open' | 'resolved' | 'closed'

/** A report (a Flag activity): who reported whom, which posts, why, and the moderators' notes. */
export interface ReportRecord {
  id: string
  actorId: string
  accountId: string
  statusIds: string[]
  comment: string
  /** Asked to forward to the reported account's instance (remote accounts only). */
  forward: boolean
  state: ReportState
  createdAt: string
  notes: ReportNoteRecord[]
}

export interface ReportNoteRecord {
  id: string
  authorId: string
  content: string
  createdAt: string
}

/** One reading marker: the last read id of one timeline of one account. */
/** A keyword filter: v2's shape; a v1 filter is one with a single keyword (its id is the keyword's). */
export interface FilterRecord {
  id: string
  accountId: string
  title: string
  context: string[]
  /** ISO date; null: never. */
  expiresAt: string | null
  action: 'warn' | 'hide'
  keywords: { id: string; keyword: string; wholeWord: boolean }[]
}

export interface MarkerRecord {
  accountId: string
  timeline: 'home' | 'notifications'
  lastReadId: string
  /** 1 for a new marker, one more on every save. */
  version: number
  updatedAt: string
}

/** One mailed password reset link: single use, valid for a limited time. */
export interface PasswordResetTokenRecord {
  token: string
  accountId: string
  createdAt: string
  used: boolean
}

/** One saved settings profile of one front end for one account (Akkoma's user_frontend_setting_profiles). */
export interface FrontendSettingsProfileRecord {
  accountId: string
  frontendName: string
  profileName: string
  /** Whatever JSON object the front end stored. */
  settings: Record<string, unknown>
  /** Starts where the first upload says; every later upload is exactly one more. */
  version: number
  insertedAt: string
  updatedAt: string
}

/** An account backup as Pleroma stores it: a zip made in the background, then served. */
export interface BackupRecord {
  id: string
  accountId: string
  /** `archive-<nick>-<time>-<random>.zip`, served at /media/backups/<fileName>. */
  fileName: string
  contentType: string
  /** Bytes of the zip; 0 until processed. */
  fileSize: number
  processed: boolean
  insertedAt: string
}

/** An instance announcement as Akkoma stores it: the raw text, its window, who read it. */
export interface AnnouncementRecord {
  id: string
  /** The text as the admin typed it (plain text; rendered by the serializer). */
  content: string
  /** Members see it from `startsAt` until `endsAt` (null: no limit). */
  startsAt: string | null
  endsAt: string | null
  allDay: boolean
  createdAt: string
  updatedAt: string
  /** Accounts that dismissed (marked read) it. */
  readBy: string[]
}

export interface AccountNoteRecord {
  accountId: string
  targetId: string
  comment: string
}

export function acctOf(account: AccountRecord): string {
  return account.domain ? `${account.username}@${account.domain}` : account.username
}

/** The account's notification settings; never set means both off, as for a new Akkoma user. */
export function notificationSettingsOf(account: AccountRecord): NotificationSettingsRecord {
  return (
    account.notificationSettings ?? { blockFromStrangers: false, hideNotificationContents: false }
  )
}

export function isLocal(account: AccountRecord): boolean {
  return account.domain === null
}

/** An invite an admin made: lets a visitor sign up while registrations are closed (routes/registration.ts). */
export interface InviteRecord {
  id: number
  token: string
  used: boolean
  uses: number
  /** How many sign-ups it allows; null: one. */
  maxUse: number | null
  /** `YYYY-MM-DD`, the last day it works, or null. */
  expiresAt: string | null
  inviteType: 'one_time' | 'reusable' | 'date_limited' | 'reusable_date_limited'
}
