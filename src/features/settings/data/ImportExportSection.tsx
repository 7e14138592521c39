import './messages'
import { useId, useRef, useState, type ChangeEvent, type RefObject } from 'react'
import { readableText } from '../../../api/readableError'
import type { AccountBackup, AccountListKind } from '../../../api/endpoints/importExport'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import { Button, buttonClass } from '../../../ui/Button'
import { ErrorBanner } from '../../../ui/ErrorBanner'
import { fileSizeParts } from '../../../ui/fileSize'
import { formatAbsolute } from '../../../ui/relativeTime'
import { AsyncErrorPanel, LoadingPanel, Spinner } from '../../../ui/Spinner'
import section from '../SettingsSection.module.css'
import { hostOfUrl, IMPORT_FILE_ACCEPT } from './accountCsv'
import { backupStatus } from './backupsState'
import styles from './ImportExportSection.module.css'
import { download } from '../download'
import {
  BLOB_URL_LIFETIME,
  buildExport,
  exportFileName,
  ImportFileError,
  importFile,
} from './transfer'
import { useBackups } from './useBackups'
import { SettingsSection } from '../SettingsSection'

const KINDS: readonly AccountListKind[] = ['follows', 'blocks', 'mutes']

/** A message to show, kept as a key so it follows a language change. */
interface Notice {
  tone: 'ok' | 'error'
  key: string
  args: Record<string, string | number>
  /** The server's own words about a failure, shown under ours. */
  reason?: string | null
}

const serverReason = (error: unknown): string | null => readableText(error)

/**
 * Data import and export: follows, blocks and mutes to and
 * from CSV files, and Pleroma's account backups. Importing and backups need
 * the Pleroma API; exporting reads Mastodon's lists, which every server has.
 */
export default function ImportExportSection() {
  const { t } = useTranslation()
  const pleromaApi = useFeature('pleromaApi')
  const selfId = useSession((s) => s.currentUserId)
  const server = useSession((s) => s.instance?.server ?? '')
  const container = useRef<HTMLElement>(null)
  if (!selfId) return null
  const fallbackHost = hostOfUrl(server) ?? ''
  return (
    <>
      <SettingsSection
        ref={container}
        title={t('settings_data.accounts_title')}
        hint={t('settings_data.accounts_hint')}
      >
        {pleromaApi && <p className={section.hint}>{t('settings_data.import_hint')}</p>}
        {KINDS.map((kind) => (
          <AccountListTransfer
            key={kind}
            kind={kind}
            canImport={pleromaApi}
            selfId={selfId}
            fallbackHost={fallbackHost}
            container={container}
          />
        ))}
      </SettingsSection>
      {pleromaApi && <BackupsSection />}
    </>
  )
}

function AccountListTransfer({
  kind,
  canImport,
  selfId,
  fallbackHost,
  container,
}: {
  kind: AccountListKind
  canImport: boolean
  selfId: string
  fallbackHost: string
  container: RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [importing, setImporting] = useState(false)
  const [exported, setExported] = useState<number | null>(null)
  const [exporting, setExporting] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null)
    setNotice(null)
  }

  const runImport = async () => {
    if (!file) return
    setImporting(true)
    setNotice(null)
    try {
      const count = await importFile(kind, file)
      setNotice({
        tone: 'ok',
        key: `settings_data.import_started.${kind}`,
        args: { count, file: file.name },
      })
      setFile(null)
      if (input.current) input.current.value = ''
    } catch (error) {
      setNotice(
        error instanceof ImportFileError
          ? {
              tone: 'error',
              key:
                error.reason === 'type'
                  ? 'settings_data.import_wrong_type'
                  : 'settings_data.import_empty',
              args: { file: file.name },
            }
          : {
              tone: 'error',
              key: `settings_data.import_failed.${kind}`,
              args: {},
              reason: serverReason(error),
            },
      )
    } finally {
      setImporting(false)
    }
  }

  const runExport = async () => {
    setExporting(true)
    setExported(0)
    setNotice(null)
    try {
      const { text, count } = await buildExport(kind, selfId, fallbackHost, setExported)
      const name = exportFileName(kind)
      download(
        name,
        new Blob([text], { type: 'text/csv' }),
        container.current ?? undefined,
        BLOB_URL_LIFETIME,
      )
      setNotice({ tone: 'ok', key: `settings_data.exported.${kind}`, args: { count, file: name } })
    } catch (error) {
      setNotice({
        tone: 'error',
        key: `settings_data.export_failed.${kind}`,
        args: {},
        reason: serverReason(error),
      })
    } finally {
      setExporting(false)
      setExported(null)
    }
  }

  const errorText =
    notice?.tone === 'error'
      ? [
          t(notice.key, notice.args),
          notice.reason && t('settings_data.server_said', { reason: notice.reason }),
        ]
          .filter(Boolean)
          .join(' ')
      : null

  return (
    <div className={styles.kind} role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.kindTitle}>
        {t(`settings_data.kind.${kind}`)}
      </h4>
      {canImport && (
        <div className={section.row}>
          <label htmlFor={inputId} className={styles.fileLabel}>
            {t(`settings_data.import_label.${kind}`)}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMPORT_FILE_ACCEPT}
            className={styles.file}
            onChange={onFile}
            disabled={importing}
          />
          <Button onClick={() => void runImport()} disabled={!file || importing}>
            {importing ? t('settings_data.importing') : t(`settings_data.import_button.${kind}`)}
          </Button>
        </div>
      )}
      <div className={section.row}>
        <Button onClick={() => void runExport()} disabled={exporting}>
          {exporting ? t('settings_data.exporting') : t(`settings_data.export_button.${kind}`)}
        </Button>
        {exporting && exported !== null && exported > 0 && (
          <span className={section.hint}>
            {t('settings_data.export_progress', { count: exported })}
          </span>
        )}
      </div>
      <p role="status" className={styles.status}>
        {notice?.tone === 'ok' && t(notice.key, notice.args)}
      </p>
      {errorText && <ErrorBanner message={errorText} onDismiss={() => setNotice(null)} />}
    </div>
  )
}

function BackupsSection() {
  const { t, i18n } = useTranslation()
  const { state, create, retry, dismissError } = useBackups()
  const createError = state.createError
  if (state.load === 'absent') return null
  return (
    <SettingsSection
      title={t('settings_data.backups_title')}
      hint={t('settings_data.backups_hint')}
    >
      <div className={section.controls}>
        <Button onClick={() => void create()} disabled={state.creating}>
          {state.creating ? t('settings_data.backup_creating') : t('settings_data.backup_create')}
        </Button>
      </div>
      {createError && (
        <ErrorBanner
          message={[
            t('settings_data.backup_create_failed'),
            createError.reason && t('settings_data.server_said', { reason: createError.reason }),
          ]
            .filter(Boolean)
            .join(' ')}
          onDismiss={dismissError}
        />
      )}
      {state.load === 'loading' && <LoadingPanel text={t('settings_data.backups_loading')} />}
      {state.load === 'error' && (
        <AsyncErrorPanel message={t('settings_data.backups_load_failed')} onRetry={retry} />
      )}
      {state.load === 'loaded' && state.backups.length === 0 && (
        <p className={section.hint}>{t('settings_data.backups_empty')}</p>
      )}
      {state.load === 'loaded' && state.backups.length > 0 && (
        <ul className={styles.backups} aria-label={t('settings_data.backups_list')}>
          {state.backups.map((backup) => (
            <BackupItem key={backup.id} backup={backup} language={i18n.locale} />
          ))}
        </ul>
      )}
    </SettingsSection>
  )
}

function BackupItem({ backup, language }: { backup: AccountBackup; language: string }) {
  const { t } = useTranslation()
  const status = backupStatus(backup)
  const date = formatAbsolute(new Date(backup.createdAt), language)
  const size = fileSizeParts(backup.fileSize)
  return (
    <li className={styles.backup}>
      <span className={styles.backupName}>{t('settings_data.backup_of', { date })}</span>
      <span className={styles.backupMeta}>
        {status === 'not_ready' && (
          <>
            <Spinner /> {t('settings_data.backup_not_ready')}
          </>
        )}
        {status === 'failed' && (
          <span className={styles.failed}>{t('settings_data.backup_failed')}</span>
        )}
        {status === 'ready' && (
          <>
            {t('settings_data.backup_ready')}
            {backup.fileSize > 0 && (
              <> · {t('settings_data.backup_size', { num: size.num, unit: size.unit })}</>
            )}
          </>
        )}
      </span>
      {status === 'ready' && backup.url !== '' && (
        <a
          className={buttonClass('default', 'small')}
          href={backup.url}
          download
          aria-label={t('settings_data.backup_download_label', { date })}
        >
          {t('settings_data.backup_download')}
        </a>
      )}
    </li>
  )
}
