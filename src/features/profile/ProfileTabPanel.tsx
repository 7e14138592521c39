import { useState } from 'react'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { FollowedTags } from '../relationships'
import { timelineSpecs, TimelineView } from '../timelines'
import { FollowList } from './FollowList'
import type { ProfileTab } from './profileTabs'
import styles from './Profile.module.css'

interface Props {
  account: Account
  tab: ProfileTab
  isOwn: boolean
  /** The timeline header and page title. */
  title: string
}

/** The selected tab's content: one of the user timelines or a follow list. */
export function ProfileTabPanel({ account, tab, isOwn, title }: Props) {
  const id = account.id
  switch (tab) {
    case 'statuses':
      return <TimelineView key={`user:${id}`} spec={timelineSpecs.user(id)} title={title} />
    case 'replies':
      return <TimelineView key={`replies:${id}`} spec={timelineSpecs.replies(id)} title={title} />
    case 'media':
      return <TimelineView key={`media:${id}`} spec={timelineSpecs.media(id)} title={title} />
    case 'favorites':
      return <TimelineView key="favorites" spec={timelineSpecs.favorites()} title={title} />
    case 'followers':
      return <FollowList key={`followers:${id}`} accountId={id} kind="followers" title={title} />
    case 'followees':
      return isOwn ? (
        <OwnFollowees account={account} title={title} />
      ) : (
        <FollowList key={`following:${id}`} accountId={id} kind="following" title={title} />
      )
  }
}

/** One's own followees: followed users and followed hashtags (inner tabs). */
function OwnFollowees({ account, title }: { account: Account; title: string }) {
  const { t } = useTranslation()
  const [inner, setInner] = useState<'users' | 'tags'>('users')
  const name = account.display_name || account.username
  return (
    <div className={styles.innerTabs}>
      <div
        className={styles.tabs}
        role="tablist"
        aria-label={t('user_profile.followees_sections', { name })}
      >
        {(['users', 'tags'] as const).map((key) => (
          <button
            key={key}
            id={`profile-followees-${key}`}
            type="button"
            role="tab"
            aria-selected={inner === key}
            aria-controls="profile-followees-panel"
            className={styles.tab}
            onClick={() => setInner(key)}
          >
            {t(key === 'users' ? 'user_profile.followed_users' : 'user_profile.followed_tags')}
          </button>
        ))}
      </div>
      <div
        id="profile-followees-panel"
        role="tabpanel"
        aria-labelledby={`profile-followees-${inner}`}
      >
        {inner === 'users' ? (
          <FollowList accountId={account.id} kind="following" title={title} />
        ) : (
          <FollowedTags />
        )}
      </div>
    </div>
  )
}
