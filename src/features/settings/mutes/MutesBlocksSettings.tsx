import { useId, useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { TabList, tabId, tabPanelId } from '../../../ui/TabList'
import { AccountListSection } from './AccountListSection'
import { DomainsSection } from './DomainsSection'
import { FiltersSection } from './FiltersSection'
import styles from './MutesBlocks.module.css'

const M = 'settings_mutes'

const SECTIONS = ['mutes', 'blocks', 'domains', 'filters'] as const
type Section = (typeof SECTIONS)[number]

/**
 * The Mutes and blocks tab: muted users, blocked users, muted
 * domains, and the word and post filters, each behind a tab of its own so
 * a long list does not push the others out of reach. The domains tab only
 * where the server blocks domains.
 */
export function MutesBlocksSettings() {
  const { t } = useTranslation()
  const domainBlocks = useFeature('domainBlocks')
  const sections = domainBlocks ? SECTIONS : SECTIONS.filter((s) => s !== 'domains')
  const [selected, setSelected] = useState<Section>('mutes')
  const idBase = useId()
  return (
    <div className={styles.tab}>
      <TabList
        tabs={sections}
        selected={selected}
        onSelect={setSelected}
        label={t(`${M}.sections`)}
        idBase={idBase}
        className={styles.tabs}
        tabClassName={styles.innerTab}
      >
        {(key) => t(`${M}.tab_${key}`)}
      </TabList>
      <div role="tabpanel" id={tabPanelId(idBase)} aria-labelledby={tabId(idBase, selected)}>
        {selected === 'mutes' || selected === 'blocks' ? (
          <AccountListSection key={selected} kind={selected} />
        ) : selected === 'domains' ? (
          <DomainsSection />
        ) : (
          <FiltersSection />
        )}
      </div>
    </div>
  )
}
