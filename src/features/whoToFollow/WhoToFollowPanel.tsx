import { useEffect } from 'react'
import { Link } from 'react-router'
import { useShallow } from 'zustand/react/shallow'
import type { Account } from '../../api/types'
import { WHO_TO_FOLLOW_PANEL_SIZE } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { useRetainedAccounts } from '../../store/retention'
import { useSession } from '../../store/session'
import { Avatar } from '../../ui/Avatar'
import { Panel } from '../../ui/Panel'
import { InlineText } from '../../ui/richContent/RichContent'
import { profileLink } from '../../ui/profileLink'
import { loadSuggestions, useSuggestions } from './suggestionsStore'
import styles from './WhoToFollow.module.css'
import '../../i18n/areas/relationships'

/**
 * The sidebar's who-to-follow panel: three suggested users
 * (avatar and name linking to the profile) and a link to the full page.
 * Only for signed-in users of an instance with suggestions enabled.
 */
export default function WhoToFollowPanel() {
  const enabled = useSession((s) => s.currentUserId !== null && !!s.instance?.features.suggestions)
  return enabled ? <PanelContent /> : null
}

function PanelContent() {
  const { t } = useTranslation()
  const phase = useSuggestions((s) => s.phase)
  const ids = useSuggestions((s) => s.ids)
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  useRetainedAccounts(ids)
  const shown = useEntities(
    useShallow((s) =>
      ids
        .map((id) => s.accounts[id])
        .filter((a): a is Account => a !== undefined)
        .slice(0, WHO_TO_FOLLOW_PANEL_SIZE),
    ),
  )

  useEffect(() => {
    if (phase === 'idle') void loadSuggestions()
  }, [phase])

  if (phase !== 'ready' || shown.length === 0) return null
  return (
    <Panel title={t('who_to_follow.panel_title')} bodyClassName={styles.panelBody}>
      <ul className={styles.panelList}>
        {shown.map((account) => (
          <li key={account.id} className={styles.panelItem}>
            <Avatar src={account.avatar} size={32} />
            <Link to={profileLink(account, restricted)} className={styles.panelName}>
              <InlineText text={account.display_name || account.username} emojis={account.emojis} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/who-to-follow" className={styles.more}>
        {t('who_to_follow.more')}
      </Link>
    </Panel>
  )
}
