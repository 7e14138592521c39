import './messages'
import { Suspense, useEffect, useId, useState } from 'react'
import { lazy } from '../../ui/lazy'
import { Link } from 'react-router'
import { fetchUsers, type AdminUser, type UserFilter } from '../../api/endpoints/moderation'
import { api } from '../../api/client'
import { ADMIN_PAGE_SIZE } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { Avatar } from '../../ui/Avatar'
import { Button } from '../../ui/Button'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { errorText } from '../../api/readableError'
import { noteAdminRefusal } from '../../store/adminScopes'
import { profileLink } from '../../ui/profileLink'
import type { ModeratedAccount } from './adminMenuModel'
import styles from './Moderation.module.css'

const AdminMenu = lazy(() => import('./AdminMenu'))

type Origin = 'any' | 'local' | 'external'
type Activity = 'any' | 'active' | 'deactivated'
type RoleFilter = 'any' | 'is_admin' | 'is_moderator'

const asModerated = (u: AdminUser): ModeratedAccount => ({
  id: u.id,
  acct: u.nickname,
  is_local: u.local,
  is_admin: u.isAdmin,
  is_moderator: u.isModerator,
  deactivated: u.deactivated,
  tags: u.tags,
})

/** The filters the admin API takes, from the three choices. */
export function userFilters(origin: Origin, activity: Activity, role: RoleFilter): UserFilter[] {
  const out: UserFilter[] = []
  if (origin !== 'any') out.push(origin)
  if (activity !== 'any') out.push(activity)
  if (role !== 'any') out.push(role)
  return out
}

type Load =
  | { phase: 'loading' }
  | { phase: 'ready'; users: AdminUser[]; count: number }
  | { phase: 'error'; message: string }

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  )
}

/** Accounts of the instance: search, filters, pages, and the admin menu on each. */
export default function UsersTab() {
  const { t } = useTranslation()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const [query, setQuery] = useState('')
  const [applied, setApplied] = useState('')
  const [origin, setOrigin] = useState<Origin>('any')
  const [activity, setActivity] = useState<Activity>('any')
  const [role, setRole] = useState<RoleFilter>('any')
  const [page, setPage] = useState(1)
  const [attempt, setAttempt] = useState(0)
  const requestKey = JSON.stringify([applied, origin, activity, role, page, attempt])
  const [result, setResult] = useState<{ key: string; load: Load } | null>(null)
  const load: Load = result && result.key === requestKey ? result.load : { phase: 'loading' }
  const setLoad = (update: (l: Load) => Load) =>
    setResult((r) => (r ? { key: r.key, load: update(r.load) } : r))
  const searchId = useId()

  useEffect(() => {
    let live = true
    fetchUsers(api(), {
      query: applied,
      filters: userFilters(origin, activity, role),
      page,
      pageSize: ADMIN_PAGE_SIZE,
    })
      .then((found) => {
        if (live)
          setResult({
            key: requestKey,
            load: { phase: 'ready', users: found.users, count: found.count },
          })
      })
      .catch((e: unknown) => {
        noteAdminRefusal(e)
        if (live) setResult({ key: requestKey, load: { phase: 'error', message: errorText(e) } })
      })
    return () => {
      live = false
    }
    // requestKey stands for the parameters it is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey])

  const replace = (id: string, next: ModeratedAccount | null) =>
    setLoad((l) => {
      if (l.phase !== 'ready') return l
      const users = next
        ? l.users.map((u) =>
            u.id === id
              ? {
                  ...u,
                  deactivated: next.deactivated,
                  isAdmin: next.is_admin,
                  isModerator: next.is_moderator,
                  tags: [...next.tags],
                }
              : u,
          )
        : l.users.filter((u) => u.id !== id)
      return { ...l, users, count: next ? l.count : l.count - 1 }
    })

  const pages = load.phase === 'ready' ? Math.max(1, Math.ceil(load.count / ADMIN_PAGE_SIZE)) : 1
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v)
      setPage(1)
    }

  return (
    <section aria-label={t('moderation.tab_users')}>
      <form
        role="search"
        className={styles.toolbar}
        onSubmit={(e) => {
          e.preventDefault()
          setApplied(query.trim())
          setPage(1)
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          {t('moderation.user_search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={query}
          placeholder={t('moderation.user_search')}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit" size="small">
          {t('moderation.search')}
        </Button>
      </form>
      <div className={styles.toolbar}>
        <Choice
          label={t('moderation.origin')}
          value={origin}
          onChange={filter(setOrigin)}
          options={[
            { value: 'any', label: t('moderation.any') },
            { value: 'local', label: t('moderation.local') },
            { value: 'external', label: t('moderation.remote') },
          ]}
        />
        <Choice
          label={t('moderation.activity')}
          value={activity}
          onChange={filter(setActivity)}
          options={[
            { value: 'any', label: t('moderation.any') },
            { value: 'active', label: t('moderation.active') },
            { value: 'deactivated', label: t('moderation.deactivated') },
          ]}
        />
        <Choice
          label={t('moderation.role')}
          value={role}
          onChange={filter(setRole)}
          options={[
            { value: 'any', label: t('moderation.any') },
            { value: 'is_admin', label: t('moderation.role_admin') },
            { value: 'is_moderator', label: t('moderation.role_moderator') },
          ]}
        />
      </div>
      {load.phase === 'loading' && <LoadingPanel text={t('moderation.loading_users')} />}
      {load.phase === 'error' && (
        <AsyncErrorPanel
          message={t('moderation.users_error', { message: load.message })}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {load.phase === 'ready' && (
        <>
          <p className={styles.muted} role="status">
            {t('moderation.user_count', { count: load.count })}
          </p>
          <ul className={styles.users} aria-label={t('moderation.users_list')}>
            {load.users.map((u) => (
              <li key={u.id} className={styles.user}>
                <Avatar src={u.avatar} size={36} />
                <span className={styles.userNames}>
                  <Link to={profileLink({ id: u.id, acct: u.nickname }, restricted)}>
                    {u.displayName}
                  </Link>
                  <span className={styles.muted} dir="ltr">
                    @{u.nickname}
                  </span>
                </span>
                <span className={styles.badges}>
                  {u.isAdmin && <span className={styles.badge}>{t('moderation.role_admin')}</span>}
                  {u.isModerator && (
                    <span className={styles.badge}>{t('moderation.role_moderator')}</span>
                  )}
                  {!u.local && <span className={styles.badge}>{t('moderation.remote')}</span>}
                  {u.deactivated && (
                    <span className={`${styles.badge} ${styles.badgeDanger}`}>
                      {t('moderation.deactivated')}
                    </span>
                  )}
                </span>
                <Suspense fallback={null}>
                  <AdminMenu
                    account={asModerated(u)}
                    name={u.displayName}
                    onChanged={(next) => replace(u.id, next)}
                  />
                </Suspense>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('moderation.pages')}>
              <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('moderation.previous')}
              </Button>
              <span>{t('moderation.page_of', { page, pages })}</span>
              <Button size="small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('moderation.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  )
}
