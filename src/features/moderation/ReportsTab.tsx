import './messages'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import type { Account } from '../../api/types'
import type { Report, ReportState } from '../../api/endpoints/moderation'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { RelativeTime } from '../../ui/RelativeTime'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { StatusView } from '../statuses'
import { profileLink } from '../../ui/profileLink'
import { stateActions, visibleReports, type ReportFilter } from './reportsLogic'
import {
  addNote,
  changeReportState,
  loadReports,
  removeNote,
  setReportFilter,
  setShowClosed,
  useReports,
} from './reportsStore'
import styles from './Moderation.module.css'

const FILTERS: readonly ReportFilter[] = ['all', 'open', 'resolved', 'closed']

function AccountLink({ account }: { account: Account }) {
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  return <Link to={profileLink(account, restricted)}>@{account.acct}</Link>
}

const ACTION_KEY: Record<ReportState, string> = {
  open: 'moderation.reopen',
  resolved: 'moderation.resolve',
  closed: 'moderation.close_report',
}

function NoteForm({ report }: { report: Report }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const busy = useReports((s) => s.busy[report.id])
  const id = useId()
  return (
    <form
      className={styles.noteForm}
      onSubmit={(e) => {
        e.preventDefault()
        const content = text.trim()
        if (content === '' || busy) return
        void addNote(report.id, content).then((ok) => {
          if (ok) setText('')
        })
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('moderation.note_label', { acct: report.account.acct })}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={2}
        value={text}
        placeholder={t('moderation.note_placeholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" size="small" disabled={busy !== undefined || text.trim() === ''}>
        {busy === 'note' ? t('moderation.adding_note') : t('moderation.add_note')}
      </Button>
    </form>
  )
}

/** One report: who, about whom, the posts, the comment, notes and state changes. */
function ReportItem({ report }: { report: Report }) {
  const { t } = useTranslation()
  const headingId = useId()
  const busy = useReports((s) => s.busy[report.id])
  const error = useReports((s) => s.errors[report.id])
  return (
    <article className={styles.report} aria-labelledby={headingId}>
      <header className={styles.reportHeader}>
        <h3 id={headingId} className={styles.reportTitle}>
          {t('moderation.report_heading', { acct: report.account.acct })}
        </h3>
        <span className={`${styles.state} ${styles[`state_${report.state}`] ?? ''}`}>
          {t(`moderation.state_${report.state}`)}
        </span>
      </header>
      <p className={styles.meta}>
        <span>
          {t('moderation.reported_by')} <AccountLink account={report.actor} />
        </span>
        {' · '}
        <span>
          {t('moderation.account')} <AccountLink account={report.account} />
        </span>
        {' · '}
        <RelativeTime date={report.createdAt} />
      </p>
      <div className={styles.comment}>
        <h4 className={styles.subheading}>{t('moderation.comment')}</h4>
        <p>{report.content || t('moderation.no_comment')}</p>
      </div>
      <div>
        <h4 className={styles.subheading}>
          {t('moderation.statuses', { count: report.statuses.length })}
        </h4>
        {report.statuses.length > 0 && (
          <ul className={styles.statusList}>
            {report.statuses.map((s) => (
              <li key={s.id}>
                <StatusView id={s.id} context="timeline" />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className={styles.subheading}>{t('moderation.notes')}</h4>
        {report.notes.length === 0 ? (
          <p className={styles.muted}>{t('moderation.no_notes')}</p>
        ) : (
          <ul className={styles.notes}>
            {report.notes.map((note) => (
              <li key={note.id} className={styles.note}>
                <p className={styles.noteText}>{note.content}</p>
                <span className={styles.meta}>
                  {note.user && <AccountLink account={note.user} />} ·{' '}
                  <RelativeTime date={note.createdAt} />
                </span>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={busy !== undefined}
                  onClick={() => void removeNote(report.id, note.id)}
                  aria-label={t('moderation.delete_note_label', {
                    text: note.content.slice(0, 40),
                  })}
                >
                  {busy === `delete:${note.id}`
                    ? t('moderation.deleting')
                    : t('moderation.delete_note')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <NoteForm report={report} />
      </div>
      <div className={styles.actions}>
        {stateActions(report.state).map((next) => (
          <Button
            key={next}
            size="small"
            variant={next === 'resolved' ? 'primary' : 'default'}
            disabled={busy !== undefined}
            onClick={() => void changeReportState(report.id, next)}
          >
            {t(ACTION_KEY[next])}
          </Button>
        ))}
        {busy === 'state' && <span role="status">{t('moderation.saving')}</span>}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {t('moderation.change_error', { message: error })}
        </p>
      )}
    </article>
  )
}

/** The reports section: filter by state, open first, closed on request. */
export default function ReportsTab() {
  const { t } = useTranslation()
  const phase = useReports((s) => s.phase)
  const items = useReports((s) => s.items)
  const filter = useReports((s) => s.filter)
  const showClosed = useReports((s) => s.showClosed)
  const filterId = useId()
  const shown = visibleReports(items, filter, showClosed)
  return (
    <section aria-label={t('moderation.tab_reports')}>
      <div className={styles.toolbar}>
        <label htmlFor={filterId}>{t('moderation.filter')}</label>
        <select
          id={filterId}
          className={styles.select}
          value={filter}
          onChange={(e) => setReportFilter(e.target.value as ReportFilter)}
        >
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`moderation.filter_${f}`)}
            </option>
          ))}
        </select>
        {filter === 'all' && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={showClosed}
              onChange={(e) => setShowClosed(e.target.checked)}
            />
            {t('moderation.show_closed')}
          </label>
        )}
        <Button size="small" onClick={() => void loadReports()}>
          {t('moderation.refresh')}
        </Button>
      </div>
      {phase === 'loading' && items.length === 0 && (
        <LoadingPanel text={t('moderation.loading_reports')} />
      )}
      {phase === 'error' && items.length === 0 && (
        <AsyncErrorPanel message={t('moderation.load_error')} onRetry={() => void loadReports()} />
      )}
      {phase === 'ready' && shown.length === 0 && (
        <p className={styles.empty}>{t('moderation.no_reports')}</p>
      )}
      {shown.length > 0 && (
        <ul className={styles.reports} aria-label={t('moderation.reports_list')}>
          {shown.map((r) => (
            <li key={r.id}>
              <ReportItem report={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
