/**
 * Pure merge of everything the server says about itself into one
 * InstanceConfig. Precedence per field is written out where the sources
 * disagree; every field falls back to the defaults in config/constants.
 */
import {
  DEFAULT_MAX_MEDIA_ATTACHMENTS,
  DEFAULT_POLL_LIMITS,
  DEFAULT_POST_CONTENT_TYPE,
  DEFAULT_TEXT_LIMIT,
  DEFAULT_THEME,
  LOGGED_IN_LANDING_PATH,
  LOGGED_OUT_LANDING_PATH,
  PROFILE_FIELDS_LIMIT,
  PROFILE_IMAGE_UPLOAD_LIMIT,
} from '../../config/constants'
import { detectFeatures, postFormatsOf } from '../features'
import { normalizeAccount, normalizeEmojiList } from '../normalize'
import {
  arr,
  boolOrNull,
  idOrNull,
  isRecord,
  numOrNull,
  str,
  strArr,
  strOrNull,
  wire,
} from '../read'
import type { JsonRecord } from '../read'
import type { Account, FieldsLimits, InstanceConfig, InstanceRules, PollLimits } from '../types'
import type {
  WireInstancePleromaMetadata,
  WireInstanceV1,
  WireInstanceV2,
  WireNodeinfo,
  WireNodeinfoMetadata,
  WirePollLimits,
  WireRule,
} from '../wire'

/** Raw replies; undefined where the endpoint failed or was absent. */
export interface InstanceSources {
  v1?: unknown
  v2?: unknown
  nodeinfo?: unknown
  staticConfig?: unknown
  /** The whole /api/pleroma/frontend_configurations reply. */
  frontendConfigurations?: unknown
  customEmojis?: unknown
  panelHtml?: string
  tosHtml?: string
  /** Neither instance endpoint answered at all (no network), rather than with an error. */
  unreachable?: boolean
}

function first<T>(...values: (T | null)[]): T | null {
  for (const value of values) if (value !== null) return value
  return null
}

function firstList(...values: unknown[]): string[] | null {
  for (const value of values) if (Array.isArray(value)) return strArr(value)
  return null
}

function pollLimitsOf(
  nodeinfo: WirePollLimits,
  v1: WirePollLimits,
  v2Polls: NonNullable<NonNullable<WireInstanceV2['configuration']>['polls']>,
): PollLimits {
  return {
    max_options:
      first(
        numOrNull(nodeinfo.max_options),
        numOrNull(v1.max_options),
        numOrNull(v2Polls.max_options),
      ) ?? DEFAULT_POLL_LIMITS.max_options,
    max_option_chars:
      first(
        numOrNull(nodeinfo.max_option_chars),
        numOrNull(v1.max_option_chars),
        numOrNull(v2Polls.max_characters_per_option),
      ) ?? DEFAULT_POLL_LIMITS.max_option_chars,
    min_expiration:
      first(
        numOrNull(nodeinfo.min_expiration),
        numOrNull(v1.min_expiration),
        numOrNull(v2Polls.min_expiration),
      ) ?? DEFAULT_POLL_LIMITS.min_expiration,
    max_expiration:
      first(
        numOrNull(nodeinfo.max_expiration),
        numOrNull(v1.max_expiration),
        numOrNull(v2Polls.max_expiration),
      ) ?? DEFAULT_POLL_LIMITS.max_expiration,
  }
}

function fieldsLimitsOf(
  nodeinfo: WireNodeinfoMetadata['fieldsLimits'],
  pleroma: WireInstancePleromaMetadata['fields_limits'],
): FieldsLimits {
  const n = wire<NonNullable<WireNodeinfoMetadata['fieldsLimits']>>(nodeinfo)
  const p = wire<NonNullable<WireInstancePleromaMetadata['fields_limits']>>(pleroma)
  return {
    maxFields: first(numOrNull(n.maxFields), numOrNull(p.max_fields)) ?? PROFILE_FIELDS_LIMIT,
    maxRemoteFields: first(numOrNull(n.maxRemoteFields), numOrNull(p.max_remote_fields)),
    nameLength: first(numOrNull(n.nameLength), numOrNull(p.name_length)),
    valueLength: first(numOrNull(n.valueLength), numOrNull(p.value_length)),
  }
}

function rulesOf(...lists: unknown[]): InstanceRules[] {
  for (const list of lists) {
    if (!Array.isArray(list)) continue
    return arr(list).flatMap((raw) => {
      const w = wire<WireRule>(raw)
      const id = idOrNull(w.id)
      const text = str(w.text)
      return id !== null && text !== '' ? [{ id, text }] : []
    })
  }
  return []
}

/** nodeinfo names the software; otherwise guess from the Mastodon-style version string. */
function softwareNameOf(nodeinfoName: string | null, version: string): string {
  if (nodeinfoName) return nodeinfoName.toLowerCase()
  const compatible = /compatible;\s*([A-Za-z]+)/.exec(version)
  if (compatible?.[1]) return compatible[1].toLowerCase()
  return version !== '' ? 'mastodon' : ''
}

function cssLength(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' && value !== '' ? value : fallback
}

export function mergeInstanceConfig(sources: InstanceSources, server: string): InstanceConfig {
  const v1 = wire<WireInstanceV1>(sources.v1)
  const v2 = wire<WireInstanceV2>(sources.v2)
  const nodeinfo = wire<WireNodeinfo>(sources.nodeinfo)
  const meta = wire<WireNodeinfoMetadata>(nodeinfo.metadata)
  const v1Meta = wire<WireInstancePleromaMetadata>(wire<JsonRecord>(v1.pleroma).metadata)
  const v2Meta = wire<WireInstancePleromaMetadata>(wire<JsonRecord>(v2.pleroma).metadata)
  const v2Config = wire<NonNullable<WireInstanceV2['configuration']>>(v2.configuration)
  const v1Config = wire<NonNullable<WireInstanceV2['configuration']>>(v1.configuration)
  const v2Registrations = wire<NonNullable<WireInstanceV2['registrations']>>(v2.registrations)
  const software = wire<NonNullable<WireNodeinfo['software']>>(nodeinfo.software)

  const staticConfig = isRecord(sources.staticConfig) ? sources.staticConfig : {}
  const frontendConfigurations = wire<JsonRecord>(sources.frontendConfigurations)
  const pleromaFe = isRecord(frontendConfigurations.pleroma_fe)
    ? frontendConfigurations.pleroma_fe
    : {}
  // The server-side (admin) configuration overrides the static file.
  const frontend: Record<string, unknown> = { ...staticConfig, ...pleromaFe }

  const featureList = firstList(meta.features, v1Meta.features, v2Meta.features)
  const features = featureList ?? []
  const featuresKnown = featureList !== null
  const has = (feature: string) => features.includes(feature)

  const federationPolicy: Record<string, unknown> = isRecord(meta.federation)
    ? meta.federation
    : isRecord(v1Meta.federation)
      ? v1Meta.federation
      : {}

  const uploadLimits = wire<NonNullable<WireNodeinfoMetadata['uploadLimits']>>(meta.uploadLimits)
  const v2Media = wire<
    NonNullable<NonNullable<WireInstanceV2['configuration']>['media_attachments']>
  >(v2Config.media_attachments)
  const v1Media = wire<typeof v2Media>(v1Config.media_attachments)
  const profileImageLimit = (nodeinfoValue: unknown, ...others: unknown[]) =>
    first(numOrNull(nodeinfoValue), ...others.map(numOrNull)) ?? PROFILE_IMAGE_UPLOAD_LIMIT

  const timelineVisibility = wire<NonNullable<WireNodeinfoMetadata['publicTimelineVisibility']>>(
    meta.publicTimelineVisibility,
  )
  const restricted = wire<
    NonNullable<NonNullable<WireInstancePleromaMetadata['restrict_unauthenticated']>['timelines']>
  >(
    wire<NonNullable<WireInstancePleromaMetadata['restrict_unauthenticated']>>(
      v1Meta.restrict_unauthenticated ?? v2Meta.restrict_unauthenticated,
    ).timelines,
  )
  const notRestricted = (value: unknown) => {
    const flag = boolOrNull(value)
    return flag === null ? null : !flag
  }

  const version =
    first(strOrNull(software.version), strOrNull(v2.version), strOrNull(v1.version)) ?? ''
  const contactAccount = wire<JsonRecord>(
    wire<JsonRecord>(v2.contact).account ?? v1.contact_account,
  )

  return {
    name:
      first(
        strOrNull(meta.nodeName),
        strOrNull(v2.title),
        strOrNull(v1.title),
        strOrNull(frontend.name),
      ) ?? '',
    description:
      first(
        strOrNull(v1.description),
        strOrNull(v2.description),
        strOrNull(meta.nodeDescription),
      ) ?? '',
    registrationOpen:
      first(
        boolOrNull(nodeinfo.openRegistrations),
        boolOrNull(v2Registrations.enabled),
        boolOrNull(v1.registrations),
      ) ?? false,
    accountActivationRequired:
      first(
        boolOrNull(meta.accountActivationRequired),
        boolOrNull(v1Meta.account_activation_required),
        boolOrNull(v2Meta.account_activation_required),
      ) ?? true,
    accountApprovalRequired:
      first(boolOrNull(v2Registrations.approval_required), boolOrNull(v1.approval_required)) ??
      false,
    mailerEnabled: boolOrNull(meta.mailerEnabled) ?? false,
    tos: sources.tosHtml ?? '',
    staffAccounts: strArr(meta.staffAccounts),
    localBubbleInstances: strArr(meta.localBubbleInstances),
    showFeaturesPanel: boolOrNull(frontend.showFeaturesPanel) ?? true,
    showInstanceSpecificPanel: boolOrNull(frontend.showInstanceSpecificPanel) ?? false,
    instanceSpecificPanelContent: sources.panelHtml ?? '',
    server,
    textlimit:
      first(
        numOrNull(wire<JsonRecord>(v2Config.statuses).max_characters),
        numOrNull(v1.max_toot_chars),
        numOrNull(wire<JsonRecord>(v1Config.statuses).max_characters),
      ) ?? DEFAULT_TEXT_LIMIT,
    maxMediaAttachments:
      first(
        numOrNull(wire<JsonRecord>(v2Config.statuses).max_media_attachments),
        numOrNull(wire<JsonRecord>(sources.v1).max_media_attachments),
        numOrNull(wire<JsonRecord>(v1Config.statuses).max_media_attachments),
      ) ?? DEFAULT_MAX_MEDIA_ATTACHMENTS,
    uploadlimit: {
      general:
        first(
          numOrNull(v2Media.video_size_limit),
          numOrNull(uploadLimits.general),
          numOrNull(v1.upload_limit),
          numOrNull(v1Media.video_size_limit),
        ) ?? 0,
      avatar: profileImageLimit(
        uploadLimits.avatar,
        v1.avatar_upload_limit,
        v2Meta.avatar_upload_limit,
      ),
      background: profileImageLimit(
        uploadLimits.background,
        v1.background_upload_limit,
        v2Meta.background_upload_limit,
      ),
      banner: profileImageLimit(
        uploadLimits.banner,
        v1.banner_upload_limit,
        v2Meta.banner_upload_limit,
      ),
    },
    vapidPublicKey: first(
      strOrNull(wire<JsonRecord>(v2Config.vapid).public_key),
      strOrNull(wire<JsonRecord>(v1.pleroma).vapid_public_key),
      strOrNull(wire<JsonRecord>(v2.pleroma).vapid_public_key),
    ),
    defaultAvatar: str(frontend.defaultAvatar),
    defaultBanner: str(frontend.defaultBanner),
    background:
      first(
        strOrNull(frontend.background),
        strOrNull(v1.background_image),
        strOrNull(v2Meta.background_image),
      ) ?? '',
    logo: str(frontend.logo),
    logoMask: boolOrNull(frontend.logoMask) ?? true,
    logoMargin: cssLength(frontend.logoMargin, '0'),
    logoLeft: boolOrNull(frontend.logoLeft) ?? false,
    hideSitename: boolOrNull(frontend.hideSitename) ?? false,
    theme: strOrNull(frontend.theme) ?? DEFAULT_THEME,
    pollLimits: pollLimitsOf(
      wire<WirePollLimits>(meta.pollLimits),
      wire<WirePollLimits>(v1.poll_limits),
      wire<NonNullable<NonNullable<WireInstanceV2['configuration']>['polls']>>(
        v2Config.polls ?? v1Config.polls,
      ),
    ),
    fieldsLimits: fieldsLimitsOf(meta.fieldsLimits, v1Meta.fields_limits ?? v2Meta.fields_limits),
    restrictedNicknames: strArr(meta.restrictedNicknames),
    postFormats: postFormatsOf(sources) ?? [DEFAULT_POST_CONTENT_TYPE],
    customEmoji: normalizeEmojiList(sources.customEmojis),
    mediaProxyAvailable: has('media_proxy'),
    private: boolOrNull(meta.private) ?? false,
    federating: boolOrNull(federationPolicy.enabled) ?? true,
    federatedTimelineAvailable: boolOrNull(meta.federatedTimelineAvailable) ?? true,
    publicTimelineVisibility: {
      local: first(boolOrNull(timelineVisibility.local), notRestricted(restricted.local)) ?? true,
      federated:
        first(boolOrNull(timelineVisibility.federated), notRestricted(restricted.federated)) ??
        true,
      bubble:
        first(boolOrNull(timelineVisibility.bubble), notRestricted(restricted.bubble)) ?? false,
    },
    backendVersion: version,
    softwareName: softwareNameOf(strOrNull(software.name), version),
    languages: firstList(v2.languages, v1.languages) ?? [],
    streamingUrl: first(
      strOrNull(wire<JsonRecord>(v1.urls).streaming_api),
      strOrNull(wire<JsonRecord>(v2Config.urls).streaming),
    ),
    redirectRootLogin: strOrNull(frontend.redirectRootLogin) ?? LOGGED_IN_LANDING_PATH,
    redirectRootNoLogin: strOrNull(frontend.redirectRootNoLogin) ?? LOGGED_OUT_LANDING_PATH,
    loginMethod: frontend.loginMethod === 'token' ? 'token' : 'password',
    safeDM: featuresKnown ? has('safe_dm_mentions') : true,
    featureNames: features,
    features: detectFeatures(sources),
    federationPolicy,
    tagPolicyAvailable: strArr(federationPolicy.mrf_policies).includes('TagPolicy'),
    contactAccountId: idOrNull(contactAccount.id),
    contactAccount: contactAccountOf(contactAccount),
    rules: rulesOf(v2.rules, v1.rules),
    frontend,
    potentiallyFatalError: !isRecord(sources.v1) && !isRecord(sources.v2),
  }
}

/** The instance reply's contact account, whole (a guest may not fetch it again: GoToSocial). */
function contactAccountOf(raw: JsonRecord): Account | null {
  if (idOrNull(raw.id) === null) return null
  try {
    return normalizeAccount(raw)
  } catch {
    return null
  }
}
