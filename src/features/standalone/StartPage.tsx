import { useId, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { LOGGED_IN_LANDING_PATH, LOGGED_OUT_LANDING_PATH } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useAccountsRegistry } from '../../store/accounts'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { Panel } from '../../ui/Panel'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { sessionHooks } from '../auth'
import { startRealtime } from '../realtime'
import { selectServer } from './boot'
import { checkServer, type ServerCheck } from './check'
import { chooseServer, parseServerInput, recentServers } from './servers'
import styles from './StartPage.module.css'
import '../../i18n/areas/accounts'

type Problem = { key: string; args: Record<string, string> }

const hostOf = (origin: string) => origin.replace(/^https?:\/\//, '')

function problemOf(check: ServerCheck, server: string): Problem | null {
  const args = { server: hostOf(server) }
  switch (check.kind) {
    case 'ok':
      return null
    case 'not-fediverse':
      return { key: 'standalone.not_fediverse', args }
    case 'unreachable':
      return { key: 'standalone.unreachable', args }
    case 'refused':
      return { key: 'standalone.refused', args }
  }
}

/**
 * "Which server?": the standalone site's start, and the first step
 * of adding an account. A server is checked before anything else is asked of
 * it; then a guest reads its public timelines, or one signs in there.
 */
export default function StartPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const adding = params.get('next') === 'login'
  const inputId = useId()
  const hintId = useId()
  // Adding an account starts from the server in use.
  const [input, setInput] = useState(() => (adding ? hostOf(useSession.getState().server) : ''))
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const recent = recentServers()
  const accounts = useAccountsRegistry((r) => r.accounts)
  // Alone on the page before a server is chosen; inside the app's layout (and its main) when adding.
  const Root = useSession((s) => s.needsServer) ? 'main' : 'div'
  const title = adding ? t('accounts.add') : t('standalone.title')
  useDocumentTitle(title)

  const go = async (text: string) => {
    const server = parseServerInput(text)
    if (server === null) {
      setProblem({ key: 'standalone.invalid', args: { input: text.trim() } })
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const found = problemOf(await checkServer(server), server)
      if (found) {
        setProblem(found)
        return
      }
      chooseServer(server)
      await selectServer(server)
      startRealtime()
      navigate(adding ? '/login' : LOGGED_OUT_LANDING_PATH)
    } finally {
      setBusy(false)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    void go(input)
  }

  return (
    <Root className={styles.page}>
      <Panel bodyClassName={styles.body} label={title}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t('standalone.intro')}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.label} htmlFor={inputId}>
            {t('standalone.server_label')}
          </label>
          <p className={styles.hint} id={hintId}>
            {t('standalone.server_hint')}
          </p>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              aria-describedby={hintId}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
              required
            />
            <Button type="submit" variant="primary" disabled={busy}>
              {t('standalone.continue')}
            </Button>
          </div>
          {busy && <p role="status">{t('standalone.checking')}</p>}
          {problem && (
            <p className={styles.error} role="alert">
              {t(problem.key, problem.args)}
            </p>
          )}
        </form>
        {recent.length > 0 && (
          <section>
            <h3 className={styles.subheading}>{t('standalone.recent')}</h3>
            <ul className={styles.list}>
              {recent.map((server) => (
                <li key={server}>
                  <Button
                    disabled={busy}
                    aria-label={t('standalone.use_server', { server: hostOf(server) })}
                    onClick={() => {
                      setInput(hostOf(server))
                      void go(server)
                    }}
                  >
                    {hostOf(server)}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {accounts.length > 0 && (
          <section>
            <h3 className={styles.subheading}>{t('standalone.signed_in')}</h3>
            <ul className={styles.list}>
              {accounts.map((account) => (
                <li key={account.key}>
                  <Button
                    disabled={busy}
                    onClick={() =>
                      void sessionHooks.switchAccount(account.key).then((ok) => {
                        if (ok) navigate(LOGGED_IN_LANDING_PATH)
                      })
                    }
                  >
                    {t('standalone.continue_as', { acct: `@${account.acct}` })}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Panel>
    </Root>
  )
}
