import { memo, useRef } from 'react'
import { Link } from 'react-router'
import type { Account, Attachment } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { openSettings } from '../../store/settingsModal'
import { Avatar } from '../../ui/Avatar'
import { buttonClass } from '../../ui/Button'
import { openMediaViewer } from '../media'
import { RelationshipControls } from '../relationships'
import { useRelationship } from '../../store/relationships'
import { InlineText, RichContent } from '../../ui/richContent/RichContent'
import { CheckCircleIcon, ExternalIcon, PenIcon, RssIcon } from './cardIcons'
import { HighlightPicker } from './HighlightPicker'
import { profileLink } from '../../ui/profileLink'
import { RemoteFollowForm } from './RemoteFollowForm'
import { UserCardAdminMenu } from '../moderation'
import { cardCounts, dailyAverage, feedUrl } from './userCardLogic'
import { useFeature } from '../../store/serverFeatures'
import { usePref } from '../../store/preferences'
import '../../i18n/areas/profile'
import styles from './UserCard.module.css'

/** The tabs a count switches to. */
export type CountTab = 'statuses' | 'followees' | 'followers'

interface UserCardProps {
  account: Account
  /** On the profile: counts switch its tabs. Elsewhere they link to the profile. */
  onSelectTab?: (tab: CountTab) => void
  /** With onSelectTab: the tabs the profile shows; other counts are plain text, not dead buttons. */
  selectableTabs?: readonly string[]
  /** Heading level of the name. */
  level?: 1 | 2 | 3
}

const avatarAttachment = (account: Account, description: string): Attachment => ({
  id: `avatar:${account.id}`,
  type: 'image',
  url: account.avatar,
  preview_url: account.avatar_static || account.avatar,
  remote_url: null,
  description,
  blurhash: null,
  mime_type: 'image/*',
  meta: {
    original: { width: null, height: null, aspect: null },
    small: { width: null, height: null, aspect: null },
    duration: null,
  },
})

function formatDate(iso: string | null, locale: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(locale, { dateStyle: 'medium' })
}

/**
 * The full user card: cover, zoomable avatar, names, bio,
 * fields, counts, role and badges, the highlight picker, and what the
 * viewer can do with the account.
 */
export const UserCard = memo(function UserCard({
  account,
  onSelectTab,
  selectableTabs,
  level = 2,
}: UserCardProps) {
  const { t, i18n } = useTranslation()
  const currentUserId = useSession((s) => s.currentUserId)
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const avatarButton = useRef<HTMLButtonElement>(null)
  const relationship = useRelationship(account.id)
  const loggedIn = currentUserId !== null
  const remoteFollow = useFeature('remoteFollow')
  const hideStats = usePref('hideUserStats')
  const hideBot = usePref('hideBotIndication')
  const isOwn = currentUserId === account.id
  const name = account.display_name || account.username
  const counts = cardCounts(account, isOwn)
  const perDay = dailyAverage(account.statuses_count, account.created_at)
  // Not where the server serves no such feed (Hollo): the link would lead nowhere.
  const profileFeed = useFeature('profileFeed')
  const feed = profileFeed ? feedUrl(account) : null
  const profile = profileLink(account, restricted)
  const Heading = `h${level}` as const
  const locale = i18n.locale

  const count = (tab: CountTab, label: string, value: number | null, extra?: string) => {
    const content = (
      <>
        <span className={styles.countLabel}>{label}</span>
        <span className={styles.countValue}>{value === null ? t('user_card.hidden') : value}</span>
        {extra && <span className={styles.countExtra}>{extra}</span>}
      </>
    )
    if (onSelectTab && selectableTabs && !selectableTabs.includes(tab)) {
      return <div className={styles.count}>{content}</div>
    }
    return onSelectTab ? (
      <button type="button" className={styles.count} onClick={() => onSelectTab(tab)}>
        {content}
      </button>
    ) : (
      <Link className={styles.count} to={`${profile}#${tab}`}>
        {content}
      </Link>
    )
  }

  return (
    <section className={styles.card} aria-label={t('user_card.card_of', { name })}>
      <div className={styles.cover}>
        {account.header && (
          <img className={styles.coverImage} src={account.header} alt="" loading="lazy" />
        )}
      </div>
      <div className={styles.top}>
        <button
          ref={avatarButton}
          type="button"
          className={styles.avatarButton}
          aria-label={t('user_card.zoom_avatar', { name })}
          onClick={() =>
            openMediaViewer(
              [avatarAttachment(account, t('user_card.avatar_description', { name }))],
              0,
              avatarButton.current,
            )
          }
        >
          <Avatar src={account.avatar} size={88} className={styles.avatar} />
        </button>
        <div className={styles.names}>
          <Heading className={styles.name}>
            <Link to={profile}>
              <InlineText text={name} emojis={account.emojis} />
            </Link>
          </Heading>
          <span className={styles.acct} dir="ltr">
            {account.favicon && !account.is_local && (
              <img className={styles.favicon} src={account.favicon} alt="" width={14} height={14} />
            )}
            @{account.acct}
          </span>
          <div className={styles.badges}>
            {account.role !== 'member' && (
              <span className={styles.badge}>{t(`user_card.${account.role}`)}</span>
            )}
            {account.bot && !hideBot && <span className={styles.badge}>{t('user_card.bot')}</span>}
            {account.locked && <span className={styles.badge}>{t('user_card.locked')}</span>}
            {account.deactivated && (
              <span className={`${styles.badge} ${styles.danger}`}>
                {t('user_card.deactivated')}
              </span>
            )}
            {!isOwn && (relationship ?? account.relationship)?.followed_by && (
              <span className={styles.badge}>{t('user_card.follows_you')}</span>
            )}
          </div>
        </div>
      </div>

      <div className={styles.actions}>
        {isOwn && account.is_local && (
          <button
            type="button"
            className={buttonClass('default', 'small')}
            onClick={() => openSettings('profile')}
          >
            <PenIcon />
            {t('user_card.edit_profile')}
          </button>
        )}
        {!isOwn && loggedIn && <RelationshipControls account={account} />}
        {!isOwn && account.url && (
          <a
            className={buttonClass('ghost', 'icon')}
            href={account.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('user_card.external_link')}
            title={t('user_card.external_link')}
          >
            <ExternalIcon />
          </a>
        )}
        {!isOwn && feed && (
          <a
            className={buttonClass('ghost', 'icon')}
            href={feed}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('user_card.rss_feed')}
            title={t('user_card.rss_feed')}
          >
            <RssIcon />
          </a>
        )}
        {/* slot:admin-actions (moderation menu for admins and moderators) */}
        <UserCardAdminMenu account={account} />
      </div>

      {account.note && (
        <RichContent
          className={styles.bio}
          html={account.note}
          emojis={account.emojis}
          restrictedNicknames={restricted}
        />
      )}

      {account.fields.length > 0 && (
        <dl className={styles.fields} aria-label={t('user_card.fields')}>
          {account.fields.map((field, index) => (
            <div
              key={index}
              className={`${styles.field} ${field.verified_at ? styles.verified : ''}`}
            >
              <dt className={styles.fieldName}>
                <InlineText text={field.name} emojis={account.emojis} />
              </dt>
              <dd className={styles.fieldValue}>
                {field.verified_at && (
                  <span
                    className={styles.verifiedMark}
                    role="img"
                    aria-label={t('user_card.verified', {
                      date: formatDate(field.verified_at, locale),
                    })}
                    title={t('user_card.verified', { date: formatDate(field.verified_at, locale) })}
                  >
                    <CheckCircleIcon />
                  </span>
                )}
                <RichContent
                  html={field.value}
                  emojis={account.emojis}
                  restrictedNicknames={restricted}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}

      {!hideStats && (
        <div className={styles.counts}>
          {count(
            'statuses',
            t('user_card.statuses'),
            counts.statuses,
            t('user_card.per_day', { count: perDay }),
          )}
          {count('followees', t('user_card.followees'), counts.following)}
          {count('followers', t('user_card.followers'), counts.followers)}
        </div>
      )}

      <div className={styles.footer}>
        {account.created_at && (
          <span className={styles.meta}>
            {t('user_card.joined', { date: formatDate(account.created_at, locale) })}
          </span>
        )}
        {account.instance?.software_name && (
          <span className={styles.meta}>
            {t('user_card.home_instance', { name: account.instance.name })} ·{' '}
            {t('user_card.software', {
              name: account.instance.software_name,
              version: account.instance.software_version ?? '',
            })}
          </span>
        )}
      </div>

      {loggedIn && !isOwn && <HighlightPicker accountId={account.id} />}
      {!loggedIn && account.is_local && remoteFollow && <RemoteFollowForm account={account} />}
    </section>
  )
})
