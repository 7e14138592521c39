import './messages'
import { useMemo } from 'react'
import { NavLink } from 'react-router'
import navStyles from '../../ui/NavPanel.module.css'
import { useTranslation } from '../../i18n/react'
import { useIsLoggedIn } from '../../store/session'
import { useLists, useListsPolling } from './store'
import { listTitle } from './texts'
import { sortListsByTitle } from './transitions'
import styles from './ListsNavItems.module.css'
import { LineIcon } from '../../ui/icons'

const ListIcon = () => (
  <LineIcon cap>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </LineIcon>
)

/**
 * "Lists" in the navigation and, under it, each of the
 * member's lists by title, so a list's timeline is one click away. Mounting
 * it keeps the lists polled. Members-only code, loaded lazily.
 */
export default function ListsNavItems() {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const lists = useLists((s) => s.lists)
  const sorted = useMemo(() => sortListsByTitle(lists), [lists])
  useListsPolling()
  if (!loggedIn) return null
  return (
    <ul className={navStyles.list}>
      <li>
        <NavLink to="/lists" className={navStyles.link} end>
          <ListIcon />
          <span>{t('nav.lists')}</span>
        </NavLink>
        {sorted.length > 0 && (
          <ul className={styles.sublist} aria-label={t('lists.nav_lists')}>
            {sorted.map((list) => (
              <li key={list.id}>
                <NavLink
                  to={`/lists/${encodeURIComponent(list.id)}`}
                  className={`${navStyles.link} ${styles.listLink}`}
                >
                  <span>{listTitle(t, list.title)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </li>
    </ul>
  )
}
