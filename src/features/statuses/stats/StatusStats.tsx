import { memo, Suspense, useContext, useId, type ComponentType } from 'react'
import { lazy } from '../../../ui/lazy'
import { useTranslation } from '../../../i18n/react'
import type { InteractionKind } from '../../../api/endpoints/statusInfo'
import { useEntities } from '../../../store/entities'
import { Spinner } from '../../../ui/Spinner'
import { usePref } from '../../../store/preferences'
import { ErrorBoundary } from '../../../ui/ErrorBoundary'
import { usePopover } from '../../../ui/usePopover'
import { StatFaces, type StatFacesProps } from './statFaces'
import styles from './StatusStats.module.css'

const UserList = lazy(() => import('./UserList'))

const LABELS = {
  reblogged_by: { count: 'status_extras.stats.repeats', title: 'status_extras.stats.repeated_by' },
  favourited_by: {
    count: 'status_extras.stats.favourites',
    title: 'status_extras.stats.favourited_by',
  },
} as const

function StatButton({
  statusId,
  kind,
  count,
  Faces,
}: {
  statusId: string
  kind: InteractionKind
  count: number
  Faces: ComponentType<StatFacesProps> | null
}) {
  const { t } = useTranslation()
  const { open, close, toggle, triggerRef, panelRef, panelProps } = usePopover()
  const titleId = useId()
  const labels = LABELS[kind]
  return (
    <span className={styles.anchor}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.stat}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={toggle}
      >
        {t(labels.count, { count })}
      </button>
      {open && (
        <div
          ref={panelRef}
          {...panelProps}
          className={styles.popover}
          role="dialog"
          aria-labelledby={titleId}
        >
          <h3 id={titleId} className={styles.popoverTitle}>
            {t(labels.title)}
          </h3>
          <ErrorBoundary fallback={<p role="alert">{t('general.async_error')}</p>}>
            <Suspense
              fallback={
                <p className={styles.muted} role="status">
                  <Spinner /> {t('general.loading')}
                </p>
              }
            >
              <UserList
                statusId={statusId}
                kind={kind}
                total={count}
                onNavigate={() => close(false)}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
      {/* Keyed by the count: a new favourite or repeat brings its face. */}
      {Faces && <Faces key={count} statusId={statusId} kind={kind} />}
    </span>
  )
}

/**
 * Repeat and favourite counts, each opening the list of who did
 * it, and in the focused status of a thread the avatars of who did;
 * hidden with the hidePostStats preference.
 */
export const StatusStats = memo(function StatusStats({
  statusId,
  focused = false,
}: {
  statusId: string
  focused?: boolean
}) {
  const { t } = useTranslation()
  const hidden = usePref('hidePostStats')
  const repeats = useEntities((s) => s.statuses[statusId]?.reblogs_count ?? 0)
  const favourites = useEntities((s) => s.statuses[statusId]?.favourites_count ?? 0)
  const faces = useContext(StatFaces)
  const Faces = focused ? faces : null
  if (hidden || (repeats === 0 && favourites === 0)) return null
  return (
    <div className={styles.stats} role="group" aria-label={t('status_extras.stats.label')}>
      {repeats > 0 && (
        <StatButton statusId={statusId} kind="reblogged_by" count={repeats} Faces={Faces} />
      )}
      {favourites > 0 && (
        <StatButton statusId={statusId} kind="favourited_by" count={favourites} Faces={Faces} />
      )}
    </div>
  )
})
