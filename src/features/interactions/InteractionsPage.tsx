import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react'
import { fetchNotifications } from '../../api/endpoints/notifications'
import { api } from '../../api/client'
import { Page } from '../../ui/Page'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import { useEntities } from '../../store/entities'
import { Button } from '../../ui/Button'
import { AsyncErrorPanel, Spinner } from '../../ui/Spinner'
import { TabList, tabId, tabPanelId } from '../../ui/TabList'
import '../../i18n/areas/notifications'
import { NotificationItem } from '../notifications'
import { INITIAL_LIST, interactionListReducer, type InteractionListState } from './interactionList'
import { interactionTabs, TAB_TYPES, type InteractionTab } from './interactionTabs'
import styles from './InteractionsPage.module.css'

/** Interactions (`/users/:username/interactions`): tabs of filtered notifications. */
export default function InteractionsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('interactions.title'))
  const user = useCurrentUser()
  const tabs = interactionTabs(user?.allow_following_move ?? true)
  const [chosen, setChosen] = useState<InteractionTab>('mentions')
  const tab = tabs.includes(chosen) ? chosen : 'mentions'
  const baseId = useId()

  return (
    <Page titleId={`${baseId}-title`} title={t('interactions.title')} level={2} clip={false}>
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={setChosen}
        label={t('interactions.tabs')}
        idBase={baseId}
        className="page-tabs"
        tabClassName="page-tab"
      >
        {(key) => t(`interactions.${key}`)}
      </TabList>
      <div role="tabpanel" id={tabPanelId(baseId)} aria-labelledby={tabId(baseId, tab)}>
        <InteractionList key={tab} tab={tab} />
      </div>
    </Page>
  )
}

function InteractionList({ tab }: { tab: InteractionTab }) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(interactionListReducer, INITIAL_LIST)
  // The loader reads the newest state without being re-created on every page.
  const latest = useRef<InteractionListState>(state)
  useEffect(() => {
    latest.current = state
  })

  const load = useCallback(async () => {
    if (latest.current.load === 'loading') return
    dispatch({ type: 'request' })
    try {
      const page = await fetchNotifications(api(), {
        types: TAB_TYPES[tab],
        cursor: latest.current.next,
      })
      const entities = useEntities.getState()
      entities.ingestStatuses(page.items.flatMap((n) => (n.status ? [n.status] : [])))
      entities.ingestAccounts(
        page.items.flatMap((n) => (n.target ? [n.account, n.target] : [n.account])),
      )
      dispatch({ type: 'page', items: page.items, next: page.next })
    } catch (e) {
      console.warn('Could not load interactions', e)
      dispatch({ type: 'failure' })
    }
  }, [tab])

  useEffect(() => {
    void load()
  }, [load])

  if (state.load === 'error' && state.items.length === 0) {
    return <AsyncErrorPanel message={t('interactions.error')} onRetry={() => void load()} />
  }
  return (
    <>
      {state.items.length === 0 && state.load === 'idle' && (
        <p className={styles.empty}>{t('interactions.empty')}</p>
      )}
      <div className={styles.list}>
        {state.items.map((entry) => (
          <NotificationItem key={entry.id} entry={entry} dismissible={false} />
        ))}
      </div>
      <div className={styles.footer}>
        {state.load === 'loading' ? (
          <Spinner />
        ) : !state.bottomedOut ? (
          <Button variant="link" onClick={() => void load()}>
            {t('interactions.load_older')}
          </Button>
        ) : (
          state.items.length > 0 && (
            <span className={styles.muted}>{t('interactions.no_more')}</span>
          )
        )}
      </div>
    </>
  )
}
