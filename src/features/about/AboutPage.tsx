import './messages'
import { useEffect, useState } from 'react'
import { lookupAccount } from '../../api/endpoints/accounts'
import { api } from '../../api/client'
import type { Account, InstanceConfig } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { useSession } from '../../store/session'
import { Panel } from '../../ui/Panel'
import { AsyncErrorPanel, Spinner } from '../../ui/Spinner'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { RichContent } from '../../ui/richContent/RichContent'
import { UserCardCompact } from '../users'
import {
  federationTransparency,
  groupStaff,
  nestHeadings,
  staffHandle,
  type FederationTransparency,
  type PolicyInstance,
} from './aboutLogic'
import { FeaturesPanel } from './FeaturesPanel'
import { InstancePanel } from './InstancePanel'
import styles from './AboutPage.module.css'

type StaffState =
  { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; accounts: Account[] }

/**
 * The staff: nodeinfo's staff accounts (Akkoma, Pleroma), or else the contact
 * account of the instance reply (Mastodon, GoToSocial), as the one person a
 * visitor can write to.
 */
function useStaff(instance: InstanceConfig): [StaffState, () => void] {
  const [state, setState] = useState<StaffState>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const { staffAccounts, server, contactAccount } = instance
  useEffect(() => {
    let live = true
    const handles = staffAccounts.flatMap((id) => staffHandle(id, server) ?? [])
    const load = async (): Promise<Account[]> => {
      if (handles.length === 0) {
        return contactAccount ? [contactAccount] : []
      }
      // One unknown or gone staff member should not hide the others.
      const found = await Promise.allSettled(handles.map((h) => lookupAccount(api(), h)))
      const accounts = found.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
      if (accounts.length === 0 && found.length > 0) throw new Error('No staff account loaded')
      return accounts
    }
    load().then(
      (accounts) => {
        if (!live) return
        useEntities.getState().ingestAccounts(accounts)
        setState({ phase: 'ready', accounts })
      },
      (error: unknown) => {
        console.warn('Could not load the staff', error)
        if (live) setState({ phase: 'error' })
      },
    )
    return () => {
      live = false
    }
  }, [staffAccounts, server, contactAccount, attempt])
  const retry = () => {
    setState({ phase: 'loading' })
    setAttempt((n) => n + 1)
  }
  return [state, retry]
}

function StaffPanel({ instance }: { instance: InstanceConfig }) {
  const { t } = useTranslation()
  const [state, retry] = useStaff(instance)
  const contactOnly = instance.staffAccounts.length === 0
  if (contactOnly && !instance.contactAccount) return null
  const title = contactOnly ? t('about.contact') : t('about.staff')
  return (
    <Panel title={title}>
      {state.phase === 'loading' && (
        <p className={styles.muted}>
          <Spinner /> {t('about.staff_loading')}
        </p>
      )}
      {state.phase === 'error' && (
        <AsyncErrorPanel message={t('about.staff_error')} onRetry={retry} />
      )}
      {state.phase === 'ready' &&
        (contactOnly ? (
          <ul className={styles.people}>
            {state.accounts.map((a) => (
              <li key={a.id}>
                <UserCardCompact account={a} />
              </li>
            ))}
          </ul>
        ) : (
          groupStaff(state.accounts).map((group) => (
            <section
              key={group.role}
              className={styles.group}
              aria-labelledby={`staff-${group.role}`}
            >
              <h3 id={`staff-${group.role}`} className={styles.groupTitle}>
                {t(`about.staff_role_${group.role}`, { count: group.accounts.length })}
              </h3>
              <ul className={styles.people}>
                {group.accounts.map((a) => (
                  <li key={a.id}>
                    <UserCardCompact account={a} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        ))}
    </Panel>
  )
}

function TermsPanel({ instance }: { instance: InstanceConfig }) {
  const { t } = useTranslation()
  if (instance.tos.trim() !== '') {
    return (
      <Panel title={t('about.terms')}>
        <RichContent html={nestHeadings(instance.tos, 3)} className={styles.rich} />
      </Panel>
    )
  }
  // Servers without Akkoma's terms page describe themselves in the instance reply.
  if (instance.description.trim() === '') return null
  return (
    <Panel title={t('about.description')}>
      <RichContent html={nestHeadings(instance.description, 3)} className={styles.rich} />
    </Panel>
  )
}

function RulesPanel({ instance }: { instance: InstanceConfig }) {
  const { t } = useTranslation()
  if (instance.rules.length === 0) return null
  return (
    <Panel title={t('about.rules')}>
      <ol className={styles.rules}>
        {instance.rules.map((rule) => (
          <li key={rule.id}>{rule.text}</li>
        ))}
      </ol>
    </Panel>
  )
}

function BubblePanel({ instance }: { instance: InstanceConfig }) {
  const { t } = useTranslation()
  if (instance.localBubbleInstances.length === 0) return null
  return (
    <Panel title={t('about.bubble')}>
      <p className={styles.intro}>{t('about.bubble_intro')}</p>
      <ul className={styles.hosts}>
        {instance.localBubbleInstances.map((host) => (
          <li key={host}>{host}</li>
        ))}
      </ul>
    </Panel>
  )
}

function InstanceTable({ caption, instances }: { caption: string; instances: PolicyInstance[] }) {
  const { t } = useTranslation()
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('about.instance_col')}</th>
          <th scope="col">{t('about.reason_col')}</th>
        </tr>
      </thead>
      <tbody>
        {instances.map((i) => (
          <tr key={i.host}>
            <td className={styles.host}>{i.host}</td>
            <td className={i.reason ? undefined : styles.muted}>
              {i.reason || t('about.no_reason')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function KeywordList({ title, words }: { title: string; words: string[] }) {
  if (words.length === 0) return null
  return (
    <>
      <h4 className={styles.subTitle}>{title}</h4>
      <ul className={styles.keywords}>
        {words.map((w) => (
          <li key={w}>
            <code>{w}</code>
          </li>
        ))}
      </ul>
    </>
  )
}

function FederationPanel({ policy }: { policy: FederationTransparency }) {
  const { t } = useTranslation()
  const { keyword } = policy
  const hasKeyword =
    keyword.reject.length + keyword.federatedTimelineRemoval.length + keyword.replace.length > 0
  return (
    <Panel title={t('about.federation')}>
      <p className={styles.intro}>{t('about.federation_intro')}</p>
      {policy.policies.length > 0 && (
        <p className={styles.muted}>
          {t('about.federation_policies', { list: policy.policies.join(', ') })}
        </p>
      )}
      {policy.simple.map((s) => (
        <InstanceTable
          key={s.action}
          caption={t(`about.mrf_${s.action}`)}
          instances={s.instances}
        />
      ))}
      {policy.quarantined.length > 0 && (
        <InstanceTable caption={t('about.mrf_quarantined')} instances={policy.quarantined} />
      )}
      {hasKeyword && (
        <section aria-labelledby="mrf-keyword" className={styles.keyword}>
          <h3 id="mrf-keyword" className={styles.groupTitle}>
            {t('about.mrf_keyword')}
          </h3>
          <KeywordList title={t('about.mrf_keyword_reject')} words={keyword.reject} />
          <KeywordList
            title={t('about.mrf_keyword_ftl_removal')}
            words={keyword.federatedTimelineRemoval}
          />
          {keyword.replace.length > 0 && (
            <>
              <h4 className={styles.subTitle}>{t('about.mrf_keyword_replace')}</h4>
              <ul className={styles.keywords}>
                {keyword.replace.map((r) => (
                  <li key={r.pattern}>
                    {t('about.mrf_keyword_replacement', {
                      pattern: r.pattern,
                      replacement: r.replacement === '' ? '""' : r.replacement,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </Panel>
  )
}

/** The about page: its panels in a fixed order, each only when it has something to say. */
export default function AboutPage() {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const name = instance?.name ?? ''
  const title = name ? t('about.title', { name }) : t('about.title_plain')
  useDocumentTitle(title)
  if (!instance) return null
  const policy = federationTransparency(instance.federationPolicy)
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{title}</h1>
      <InstancePanel />
      <StaffPanel instance={instance} />
      <TermsPanel instance={instance} />
      <RulesPanel instance={instance} />
      <BubblePanel instance={instance} />
      {policy && <FederationPanel policy={policy} />}
      <FeaturesPanel forEveryone />
      {instance.softwareName && (
        <p className={styles.software}>
          {t('about.software', {
            software: instance.softwareName,
            version: instance.backendVersion,
          })}
        </p>
      )}
    </div>
  )
}
