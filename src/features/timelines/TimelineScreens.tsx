import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { Link, Navigate, useParams } from 'react-router'
import { followTag, getTag, unfollowTag } from '../../api/endpoints/tags'
import { api } from '../../api/client'
import { NotFoundPage } from '../../ui/NotFoundPage'
import { useCurrentUser } from '../../store/currentUser'
import { pushNotice } from '../../store/notices'
import { useFeature } from '../../store/serverFeatures'
import { useSession } from '../../store/session'
import { Button, buttonClass } from '../../ui/Button'
import { timelineSpecs } from './timelineKinds'
import { TimelineView } from './TimelineView'

/*
 * The timelines reached by their own routes: a hashtag, a list,
 * bookmarks and direct messages.
 */

function FollowTagButton({ tag }: { tag: string }) {
  const { t } = useTranslation()
  const [following, setFollowing] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    getTag(api(), tag)
      .then((info) => live && setFollowing(info.following ?? false))
      .catch(() => live && setFollowing(null))
    return () => {
      live = false
    }
  }, [tag])

  if (following === null) return null
  const toggle = async () => {
    setBusy(true)
    try {
      const info = await (following ? unfollowTag(api(), tag) : followTag(api(), tag))
      setFollowing(info.following ?? !following)
    } catch (e) {
      console.warn('Could not change the hashtag follow', e)
      pushNotice('timeline.tag_follow_error', { level: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="small" aria-pressed={following} disabled={busy} onClick={() => void toggle()}>
      {following ? t('timeline.unfollow_tag', { tag }) : t('timeline.follow_tag', { tag })}
    </Button>
  )
}

export function TagTimelinePage() {
  const { tag = '' } = useParams()
  const loggedIn = useSession((s) => s.currentUserId !== null)
  return (
    <TimelineView
      key={tag}
      spec={timelineSpecs.tag(tag)}
      title={`#${tag}`}
      headerExtra={loggedIn ? <FollowTagButton tag={tag} /> : undefined}
    />
  )
}

export function BookmarksPage() {
  const { t } = useTranslation()
  return <TimelineView spec={timelineSpecs.bookmarks()} title={t('nav.bookmarks')} showMenu />
}

/** /users/{username}/dms: only the signed-in user's own. */
export function DmsPage() {
  const { t } = useTranslation()
  const { username } = useParams()
  const me = useCurrentUser()
  const offered = useFeature('directTimeline')
  if (me && username !== me.username && username !== me.acct) return <NotFoundPage />
  // An old link on a server without the direct timeline goes home, not to an error.
  if (!offered) return <Navigate to="/" replace />
  return <TimelineView spec={timelineSpecs.dms()} title={t('nav.dms')} showMenu />
}

export function ListTimelinePage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const [title, setTitle] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    // The list calls load with the members' list screens, not the first visit.
    import('../../api/endpoints/lists')
      .then(({ getList }) => getList(api(), id))
      .then((list) => live && setTitle(list.title))
      .catch(() => live && setTitle(null))
    return () => {
      live = false
    }
  }, [id])
  return (
    <TimelineView
      key={id}
      spec={timelineSpecs.list(id)}
      title={title ?? t('nav.lists')}
      headerExtra={
        title !== null && (
          <Link
            to={`/lists/${encodeURIComponent(id)}/edit`}
            className={buttonClass('default', 'small')}
          >
            {t('timeline.edit_list')}
          </Link>
        )
      }
    />
  )
}
