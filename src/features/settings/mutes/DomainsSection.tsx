import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { ApiError } from '../../../api/errors'
import { readableText } from '../../../api/readableError'
import { useTranslation, type TFunction } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { AsyncErrorPanel, LoadingPanel, Spinner } from '../../../ui/Spinner'
import { checkDomain } from './listLogic'
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
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const inputId = useId()
  const errorId = useId()

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
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t(`${M}.domain_label`)}</label>
        <input
          id={inputId}
          className={styles.input}
          value={value}
          placeholder={t(`${M}.domain_placeholder`)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value)
            if (error) setError(null)
          }}
        />
      </div>
      <Button type="submit" variant="primary" disabled={adding} aria-busy={adding || undefined}>
        {adding && <Spinner />}
        {adding ? t(`${M}.domain_adding`) : t(`${M}.domain_add`)}
      </Button>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </form>
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
        {(list.next || list.moreError) && (
          <div className={styles.more}>
            {list.moreError && <p role="alert">{t(`${M}.load_more_error`)}</p>}
            <Button
              onClick={() => void loadMoreDomains()}
              disabled={list.loadingMore}
              aria-busy={list.loadingMore || undefined}
            >
              {list.loadingMore && <Spinner />}
              {t(`${M}.load_more`)}
            </Button>
          </div>
        )}
      </>
    )
  }

  return (
    <SettingsSection title={t(`${M}.domains_title`)} hint={t(`${M}.domains_hint`)}>
      {body}
    </SettingsSection>
  )
}
