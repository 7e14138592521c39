import { useId, useState, type FormEvent } from 'react'
import {
  addAlias,
  deleteAccount,
  fetchAliases,
  moveAccount,
  removeAlias,
} from '../../../api/endpoints/security'
import { api } from '../../../api/client'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { useEndSession } from './endSession'
import {
  Done,
  Failure,
  Field,
  LoadStatus,
  PasswordField,
  SubmitButton,
  useAction,
  useLoaded,
} from './parts'
import styles from './Security.module.css'
import { SettingsSection } from '../SettingsSection'

const M = 'settings_security'

const loadAliases = (signal?: AbortSignal) => fetchAliases(api(), signal)

/** Aliases (Pleroma's also_known_as): the accounts that are also this person. */
export function AliasesSection() {
  const { t } = useTranslation()
  const { load, setLoad, retry } = useLoaded(loadAliases)
  const [alias, setAlias] = useState('')
  const [added, setAdded] = useState('')
  const [removing, setRemoving] = useState<string | null>(null)
  const action = useAction()

  const refresh = async () => {
    // The server spells the handles its own way (user@host): show its list.
    const aliases = await fetchAliases(api())
    setLoad({ phase: 'ready', value: aliases })
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const handle = alias.trim().replace(/^@/, '')
    const ok = await action.run(async () => {
      await addAlias(api(), handle)
      await refresh()
    })
    if (ok) {
      setAdded(handle)
      setAlias('')
    }
  }

  const remove = async (name: string) => {
    setRemoving(name)
    setAdded('')
    await action.run(async () => {
      await removeAlias(api(), name)
      await refresh()
    })
    setRemoving(null)
  }

  return (
    <SettingsSection title={t(`${M}.aliases_title`)} hint={t(`${M}.aliases_hint`)}>
      <LoadStatus
        phase={load.phase}
        loadingText={t(`${M}.aliases_loading`)}
        errorText={t(`${M}.aliases_load_error`)}
        onRetry={retry}
      />
      {load.phase === 'ready' &&
        (load.value.length === 0 ? (
          <p className={styles.current}>{t(`${M}.aliases_empty`)}</p>
        ) : (
          <ul className={styles.list} aria-label={t(`${M}.aliases_list`)}>
            {load.value.map((name) => (
              <li key={name} className={styles.item}>
                <span className={styles.itemText}>{name}</span>
                <Button
                  size="small"
                  disabled={action.pending}
                  aria-busy={removing === name || undefined}
                  aria-label={t(`${M}.aliases_remove_label`, { alias: name })}
                  onClick={() => void remove(name)}
                >
                  {removing === name && <Spinner />}
                  {t(`${M}.aliases_remove`)}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <Field
          label={t(`${M}.aliases_new`)}
          required
          autoComplete="off"
          spellCheck={false}
          value={alias}
          onValue={setAlias}
        />
        {action.state.phase === 'failed' && (
          <Failure message={t(`${M}.alias_move_error`)} error={action.state.error} />
        )}
        {action.state.phase === 'done' && added && (
          <Done>{t(`${M}.aliases_added`, { alias: added })}</Done>
        )}
        <div>
          <Button type="submit" disabled={action.pending}>
            {action.pending && removing === null && <Spinner />}
            {t(`${M}.aliases_add`)}
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}

/** Move the account (password and a target account). */
export function MoveSection() {
  const { t } = useTranslation()
  const [target, setTarget] = useState('')
  const [password, setPassword] = useState('')
  const [movedTo, setMovedTo] = useState('')
  const action = useAction()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const handle = target.trim().replace(/^@/, '')
    const ok = await action.run(() => moveAccount(api(), { password, targetAccount: handle }))
    setPassword('')
    if (ok) {
      setMovedTo(handle)
      setTarget('')
    }
  }

  return (
    <SettingsSection title={t(`${M}.move_title`)} hint={t(`${M}.move_hint`)}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <Field
          label={t(`${M}.move_target`)}
          required
          autoComplete="off"
          spellCheck={false}
          value={target}
          onValue={setTarget}
        />
        <PasswordField value={password} onValue={setPassword} />
        {action.state.phase === 'failed' && (
          <Failure message={t(`${M}.alias_move_error`)} error={action.state.error} />
        )}
        {action.state.phase === 'done' && <Done>{t(`${M}.move_done`, { target: movedTo })}</Done>}
        <SubmitButton pending={action.pending}>{t(`${M}.move_submit`)}</SubmitButton>
      </form>
    </SettingsSection>
  )
}

/** Delete the account (password and an explicit confirmation); then signed out. */
export function DeleteSection() {
  const { t } = useTranslation()
  const endSession = useEndSession()
  const checkId = useId()
  const [password, setPassword] = useState('')
  const [understood, setUnderstood] = useState(false)
  const action = useAction()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await action.run(() => deleteAccount(api(), password))
    setPassword('')
    if (ok) await endSession(`${M}.deleted`)
  }

  return (
    <SettingsSection title={t(`${M}.delete_title`)} hint={t(`${M}.delete_hint`)}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <PasswordField value={password} onValue={setPassword} />
        <label className={styles.check} htmlFor={checkId}>
          <input
            id={checkId}
            type="checkbox"
            required
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
          />
          <span>{t(`${M}.delete_understand`)}</span>
        </label>
        {action.state.phase === 'failed' && (
          <Failure message={t(`${M}.delete_error`)} error={action.state.error} />
        )}
        <SubmitButton pending={action.pending} variant="danger" disabled={!understood}>
          {t(`${M}.delete_submit`)}
        </SubmitButton>
      </form>
    </SettingsSection>
  )
}
