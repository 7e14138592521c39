import { Suspense, useCallback, useEffect, useState } from 'react'
import { lazy } from '../../ui/lazy'
import { useSeveralAccounts } from '../../store/accounts'
import { useParams } from 'react-router'
import { fetchProfileAccount } from '../../api/endpoints/profile'
import { api } from '../../api/client'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { useRetainedAccounts } from '../../store/retention'
import { useSession } from '../../store/session'
import { isMembersOnly, MembersOnlyNotice } from '../auth'
import { Panel } from '../../ui/Panel'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import '../../i18n/areas/profile'
import { findCachedAccount, profileLoadError, type ProfileLoad } from './profileLoad'
import { ProfileView } from './ProfileView'

// With several accounts signed in here: this profile as another of them.
const OpenWith = lazy(() => import('../accounts/OpenWith'))

/**
 * The profile screen for `/users/{id}` and `/{name}`: loads the
 * account (a cached copy shows at once and is refreshed), then the card,
 * the private note and the tabs.
 */
export default function ProfilePage() {
  const { id, name } = useParams()
  const routeKey = id !== undefined ? `id:${id}` : `name:${name ?? ''}`
  // A new user remounts everything below (tabs, note, background).
  return <ProfileLoader key={routeKey} id={id} name={name ?? ''} />
}

function ProfileLoader({ id, name }: { id: string | undefined; name: string }) {
  const { t } = useTranslation()
  const severalAccounts = useSeveralAccounts()
  const [load, setLoad] = useState<ProfileLoad>(() => {
    const key = id !== undefined ? { id } : { name }
    const cached = findCachedAccount(useEntities.getState().accounts, key)
    return cached ? { phase: 'loaded', accountId: cached.id } : { phase: 'loading' }
  })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    fetchProfileAccount(api(), id !== undefined ? { id } : { name }, controller.signal).then(
      (account) => {
        useEntities.getState().ingestAccounts([account])
        setLoad({ phase: 'loaded', accountId: account.id })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('Could not load the profile', error)
        // A cached copy stays on screen when only the refresh failed.
        const failed: ProfileLoad = isMembersOnly(
          error,
          useSession.getState().currentUserId !== null,
        )
          ? { phase: 'members-only' }
          : profileLoadError(error)
        setLoad((current) => (current.phase === 'loaded' ? current : failed))
      },
    )
    return () => controller.abort()
  }, [id, name, attempt])

  const retry = useCallback(() => {
    setLoad({ phase: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  useRetainedAccounts([load.phase === 'loaded' ? load.accountId : null])
  const account = useEntities((s) =>
    load.phase === 'loaded' ? s.accounts[load.accountId] : undefined,
  )

  if (load.phase === 'members-only')
    return (
      <Panel>
        <MembersOnlyNotice heading={name ? `@${name}` : t('user_profile.members_only_title')} />
      </Panel>
    )
  if (load.phase === 'error') {
    const message = load.messageKey ? t(load.messageKey) : (load.message ?? '')
    return <ProfileError message={message} onRetry={retry} />
  }
  if (!account) return <LoadingPanel text={t('user_profile.loading')} />
  return (
    <>
      {account.url && severalAccounts && (
        <Suspense fallback={null}>
          <OpenWith url={account.url} />
        </Suspense>
      )}
      <ProfileView account={account} />
    </>
  )
}

function ProfileError({ message, onRetry }: { message: string; onRetry: () => void }) {
  useDocumentTitle(message)
  return <AsyncErrorPanel message={message} onRetry={onRetry} />
}
