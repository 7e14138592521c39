import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { ApiError } from '../../../api/errors'
import { readableText } from '../../../api/readableError'
import { useTranslation, type TFunction } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { AsyncErrorPanel, LoadingPanel, Spinner } from '../../../ui/Spinner'
import { checkDomain } from './listLogic'
import { AddForm, LoadMore, useAddField } from './listParts'
import { addDomain, loadDomains, loadMoreDomains, removeDomain, useMutesStore } from './mutesStore'
import styles from './MutesBlocks.module.css'
import { SettingsSection } from '../SettingsSection'

const M = 'settings_mutes'

/** The server's words for a failure, else the error's own. */
function reason(error: unknown): string {
  if (error instanceof ApiError)
    return readableText(error) ?? `${error.status} ${error.statusText}`.trim()
  return error instanceof Error ? error.message : String(error)
}

function AddDomainForm({ existing, t }: { existing: readonly string[]; t: TFunction }) {
  const field = useAddField()
  const { value, setValue, setError } = field
  const [adding, setAdding] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const check = checkDomain(value, existing)
    if (!check.ok) {
      setError(t(`${M}.domain_error_${check.error}`))
      return
    }
    setError(null)
    setAdding(true)
    try {
      await addDomain(check.value)
      setValue('')
    } catch (failure) {
      setError(t(`${M}.domain_error_server`, { error: reason(failure) }))
    } finally {
      setAdding(false)
    }
  }

  return (
    <AddForm
      field={field}
      label={t(`${M}.domain_label`)}
      onSubmit={(e) => void submit(e)}
      busy={adding}
      placeholder={t(`${M}.domain_placeholder`)}
      autoCapitalize="none"
      spellCheck={false}
    >
      {adding && <Spinner />}
      {adding ? t(`${M}.domain_adding`) : t(`${M}.domain_add`)}
    </AddForm>
  )
}

/** Muted domains: add with checks, remove, a page at a time. */
export function DomainsSection() {
  const { t } = useTranslation()
  const list = useMutesStore((s) => s.domains)
  const [removeError, setRemoveError] = useState<string | null>(null)

  useEffect(() => {
    void loadDomains()
  }, [])

  const remove = async (domain: string) => {
    setRemoveError(null)
    try {
      await removeDomain(domain)
    } catch (failure) {
      setRemoveError(t(`${M}.domain_remove_error`, { domain, error: reason(failure) }))
    }
  }

  let body: ReactNode
  if (list.phase === 'unavailable') {
    body = <p className={styles.empty}>{t(`${M}.domains_unavailable`)}</p>
  } else if (list.phase === 'error') {
    body = <AsyncErrorPanel message={t(`${M}.load_error`)} onRetry={() => void loadDomains()} />
  } else if (list.phase !== 'ready') {
    body = <LoadingPanel />
  } else {
    body = (
      <>
        <AddDomainForm existing={list.items} t={t} />
        {removeError && (
          <p className={styles.error} role="alert">
            {removeError}
          </p>
        )}
        {list.items.length === 0 ? (
          <p className={styles.empty}>{t(`${M}.domains_empty`)}</p>
        ) : (
          <ul className={styles.list} aria-label={t(`${M}.domains_list`)}>
            {list.items.map((domain) => {
              const removing = list.removing === domain
              return (
                <li key={domain} className={styles.item}>
                  <span className={styles.domain}>{domain}</span>
                  <Button
                    size="small"
                    disabled={list.removing !== null}
                    aria-busy={removing || undefined}
                    aria-label={removing ? undefined : t(`${M}.domain_remove`, { domain })}
                    onClick={() => void remove(domain)}
                  >
                    {removing ? t(`${M}.domain_removing`) : t(`${M}.unmute`)}
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
        <LoadMore list={list} onMore={() => void loadMoreDomains()} />
      </>
    )
  }

  return (
    <SettingsSection title={t(`${M}.domains_title`)} hint={t(`${M}.domains_hint`)}>
      {body}
    </SettingsSection>
  )
}
