import './messages'
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { SettingsProfileSummary } from '../../../api/endpoints/frontendSettings'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { ErrorBanner } from '../../../ui/ErrorBanner'
import { ConfirmModal } from '../../../ui/Modal'
import { AsyncErrorPanel, LoadingPanel } from '../../../ui/Spinner'
import section from '../SettingsSection.module.css'
import {
  createProfile,
  deleteProfile,
  disableSync,
  enableSync,
  loadProfiles,
  syncErrorText,
  syncNow,
  useSettingsSync,
} from './syncService'
import styles from './SyncSection.module.css'
import { SettingsSection } from '../SettingsSection'

/**
 * Settings sync with Akkoma's frontend settings profiles:
 * sync on or off, the profiles on the server (use one here, delete one),
 * a new profile from this browser's settings, and "sync now". Nothing on
 * servers without the profiles endpoint.
 */
export default function SyncSection() {
  const available = useFeature('frontendSettingsSync')
  const signedIn = useSession((s) => s.currentUserId !== null)
  if (!available || !signedIn) return null
  return <SyncPanel />
}

function SyncPanel() {
  const { t } = useTranslation()
  const sync = useSettingsSync((s) => s.sync)
  const listStatus = useSettingsSync((s) => s.listStatus)
  const [deleteError, setDeleteError] = useState<string | null>(null)

  useEffect(() => {
    void loadProfiles()
  }, [])

  const busy = sync.activity !== 'idle'

  return (
    <SettingsSection title={t('settings_sync.title')} hint={t('settings_sync.intro')}>
      <div className={section.row}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={sync.enabled}
            onChange={(e) => (e.target.checked ? enableSync() : disableSync())}
          />
          {t('settings_sync.enable')}
        </label>
      </div>
      <div className={section.row}>
        <p className={styles.status} role="status">
          {!sync.enabled
            ? t('settings_sync.off')
            : sync.version > 0
              ? t('settings_sync.following_version', {
                  profile: sync.profile,
                  version: sync.version,
                })
              : t('settings_sync.following', { profile: sync.profile })}
        </p>
        {sync.enabled && (
          <Button onClick={syncNow} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('settings_sync.syncing') : t('settings_sync.sync_now')}
          </Button>
        )}
      </div>

      <h4 className={styles.subTitle}>{t('settings_sync.profiles')}</h4>
      {deleteError && <ErrorBanner message={deleteError} onDismiss={() => setDeleteError(null)} />}
      {listStatus === 'loading' && <LoadingPanel text={t('settings_sync.loading')} />}
      {listStatus === 'error' && (
        <AsyncErrorPanel
          message={t('settings_sync.list_error')}
          onRetry={() => void loadProfiles()}
        />
      )}
      <ProfileList onDeleteError={setDeleteError} />
      <CreateProfileForm />
    </SettingsSection>
  )
}

function ProfileList({ onDeleteError }: { onDeleteError: (message: string | null) => void }) {
  const { t } = useTranslation()
  const profiles = useSettingsSync((s) => s.profiles)
  const listStatus = useSettingsSync((s) => s.listStatus)
  const sync = useSettingsSync((s) => s.sync)
  const [confirming, setConfirming] = useState<string | null>(null)

  if (profiles.length === 0 && listStatus !== 'loaded') return null
  if (profiles.length === 0) return <p className={section.hint}>{t('settings_sync.none')}</p>

  const remove = async (name: string) => {
    onDeleteError(null)
    try {
      await deleteProfile(name)
    } catch (e) {
      onDeleteError(t('settings_sync.delete_error', { profile: name, error: syncErrorText(e) }))
    }
  }

  return (
    <>
      <ul className={styles.profiles} aria-label={t('settings_sync.profiles')}>
        {profiles.map((profile) => (
          <ProfileItem
            key={profile.name}
            profile={profile}
            inUse={sync.enabled && sync.profile === profile.name}
            onDelete={() => setConfirming(profile.name)}
          />
        ))}
      </ul>
      <ConfirmModal
        open={confirming !== null}
        title={t('settings_sync.confirm_delete_title', { profile: confirming ?? '' })}
        text={t('settings_sync.confirm_delete_text')}
        confirmLabel={t('settings_sync.delete')}
        onConfirm={() => {
          const name = confirming
          setConfirming(null)
          if (name !== null) void remove(name)
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  )
}

function ProfileItem({
  profile,
  inUse,
  onDelete,
}: {
  profile: SettingsProfileSummary
  inUse: boolean
  onDelete: () => void
}) {
  const { t } = useTranslation()
  return (
    <li className={`${styles.profile} ${inUse ? styles.inUse : ''}`}>
      <span className={styles.profileName}>{profile.name}</span>
      <span className={styles.profileMeta}>
        {t('settings_sync.version', { version: profile.version })}
        {inUse && <span className={styles.badge}>{t('settings_sync.in_use')}</span>}
      </span>
      <span className={styles.profileActions}>
        {!inUse && (
          <Button
            size="small"
            onClick={() => enableSync(profile.name)}
            aria-label={t('settings_sync.use_label', { profile: profile.name })}
          >
            {t('settings_sync.use')}
          </Button>
        )}
        <Button
          size="small"
          variant="danger"
          onClick={onDelete}
          aria-label={t('settings_sync.delete_label', { profile: profile.name })}
        >
          {t('settings_sync.delete')}
        </Button>
      </span>
    </li>
  )
}

function CreateProfileForm() {
  const { t } = useTranslation()
  const inputId = useId()
  const hintId = useId()
  const [name, setName] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const trimmed = name.trim()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (trimmed === '' || pending) return
    setPending(true)
    setError(null)
    const result = await createProfile(trimmed)
    setPending(false)
    if (result.ok) setName('')
    else if (result.reason === 'exists') setError(t('settings_sync.create_exists'))
    else if (result.reason === 'too_large')
      setError(t('settings_sync.too_large', { size: result.size, limit: result.limit }))
    else setError(t('settings_sync.create_error', { error: result.message }))
  }

  return (
    <form className={styles.create} onSubmit={(e) => void submit(e)}>
      <label htmlFor={inputId} className={styles.createLabel}>
        {t('settings_sync.new_profile')}
      </label>
      <div className={styles.createRow}>
        <input
          id={inputId}
          className={styles.input}
          value={name}
          maxLength={255}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={trimmed === '' || pending}>
          {t('settings_sync.create')}
        </Button>
      </div>
      <p id={hintId} className={section.hint}>
        {t('settings_sync.create_hint')}
      </p>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
    </form>
  )
}
