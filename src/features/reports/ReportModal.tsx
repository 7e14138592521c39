import './messages'
import { useEffect, useId, useReducer, useState } from 'react'
import { getAccount } from '../../api/endpoints/accounts'
import { submitReport } from '../../api/endpoints/moderation'
import { fetchTimeline } from '../../api/endpoints/timelines'
import { api } from '../../api/client'
import type { Account, Status } from '../../api/types'
import { REPORT_STATUS_CHOICES } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { closeReport, useReportModal, type ReportTarget } from '../../store/moderation'
import { pushNotice } from '../../store/notices'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { plainTextOfHtml } from '../statuses'
import { errorText } from '../../api/readableError'
import { canForward, emptyReportForm, reportFormStep } from './reportMachine'
import styles from './ReportModal.module.css'

type Choices = { phase: 'loading' } | { phase: 'ready'; statuses: Status[] } | { phase: 'error' }

/** The reported user's recent posts to choose from (loading until the user's answer came). */
function useRecentStatuses(target: ReportTarget | null): Choices {
  const [result, setResult] = useState<{ accountId: string; choices: Choices } | null>(null)
  const accountId = target?.accountId ?? null
  useEffect(() => {
    if (accountId === null) return
    let live = true
    fetchTimeline(api(), 'user', { user_id: accountId, limit: REPORT_STATUS_CHOICES })
      .then((page) => {
        if (!live) return
        // Their own posts only: repeats are someone else's words.
        const own = page.items.filter((s) => s.reblog === null && s.account.id === accountId)
        useEntities.getState().ingestStatuses(own)
        setResult({ accountId, choices: { phase: 'ready', statuses: own } })
      })
      .catch(() => {
        if (live) setResult({ accountId, choices: { phase: 'error' } })
      })
    return () => {
      live = false
    }
  }, [accountId])
  return result && result.accountId === accountId ? result.choices : { phase: 'loading' }
}

function useTargetAccount(accountId: string | null): Account | undefined {
  const account = useEntities((s) => (accountId ? s.accounts[accountId] : undefined))
  useEffect(() => {
    if (accountId === null || account) return
    getAccount(api(), accountId, { withRelationships: false })
      .then((a) => useEntities.getState().ingestAccounts([a]))
      .catch(() => closeReport())
  }, [accountId, account])
  return account
}

/**
 * The user report modal: the user's recent posts to
 * attach (the one it was opened from chosen), an optional comment, forwarding
 * for remote users only; idle, processing or error, reset when the user
 * changes, closed on success.
 */
export default function ReportModal() {
  const { t } = useTranslation()
  const target = useReportModal((s) => s.target)
  const [form, dispatch] = useReducer(reportFormStep, emptyReportForm)
  const [error, setError] = useState('')
  const account = useTargetAccount(target?.accountId ?? null)
  const choices = useRecentStatuses(target)
  const from = useEntities((s) => (target?.statusId ? s.statuses[target.statusId] : undefined))
  const formId = useId()
  const commentId = useId()

  useEffect(() => {
    if (target) dispatch({ type: 'target', accountId: target.accountId, statusId: target.statusId })
  }, [target])

  if (!target || !account) return null
  const name = account.display_name || account.username
  const domain = account.acct.split('@')[1] ?? ''
  const processing = form.phase === 'processing'

  const listed: { id: string; content: string; spoiler: string }[] =
    choices.phase === 'ready'
      ? choices.statuses.map((s) => ({ id: s.id, content: s.content, spoiler: s.spoiler_text }))
      : []
  if (from && !listed.some((s) => s.id === from.id)) {
    listed.unshift({ id: from.id, content: from.content, spoiler: from.spoiler_text })
  }

  const submit = async () => {
    if (processing || form.accountId === null) return
    dispatch({ type: 'submit' })
    try {
      await submitReport(api(), {
        accountId: form.accountId,
        statusIds: form.statusIds,
        comment: form.comment,
        forward: canForward(account) && form.forward,
      })
      dispatch({ type: 'succeeded' })
      closeReport()
      pushNotice('user_reporting.sent', { level: 'success' })
    } catch (e) {
      setError(errorText(e))
      dispatch({ type: 'failed' })
    }
  }

  return (
    <Modal
      open
      title={t('user_reporting.title', { name })}
      onClose={closeReport}
      className={styles.dialog}
      footer={
        <>
          <Button onClick={closeReport}>{t('user_reporting.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} disabled={processing}>
            {processing ? t('user_reporting.processing') : t('user_reporting.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <p className={styles.intro}>{t('user_reporting.intro', { acct: account.acct })}</p>
        <label htmlFor={commentId} className={styles.label}>
          {t('user_reporting.comment')}
        </label>
        <textarea
          id={commentId}
          className={styles.comment}
          rows={4}
          value={form.comment}
          placeholder={t('user_reporting.comment_hint')}
          onChange={(e) => dispatch({ type: 'comment', text: e.target.value })}
        />
        {canForward(account) && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.forward}
              onChange={(e) => dispatch({ type: 'forward', on: e.target.checked })}
            />
            <span>
              {t('user_reporting.forward', { domain })}
              <span className={styles.hint}>{t('user_reporting.forward_hint')}</span>
            </span>
          </label>
        )}
        <fieldset className={styles.statuses}>
          <legend className={styles.label}>{t('user_reporting.statuses')}</legend>
          <p className={styles.hint}>{t('user_reporting.statuses_hint')}</p>
          {choices.phase === 'loading' && listed.length === 0 && (
            <p role="status">{t('user_reporting.loading_statuses')}</p>
          )}
          {choices.phase === 'error' && <p role="status">{t('user_reporting.statuses_error')}</p>}
          {choices.phase === 'ready' && listed.length === 0 && (
            <p>{t('user_reporting.no_statuses')}</p>
          )}
          <ul className={styles.list}>
            {listed.map((s) => (
              <li key={s.id}>
                <label className={styles.statusChoice}>
                  <input
                    type="checkbox"
                    checked={form.statusIds.includes(s.id)}
                    onChange={() => dispatch({ type: 'toggleStatus', statusId: s.id })}
                  />
                  <span className={styles.statusText}>
                    {s.spoiler ? `${s.spoiler} — ` : ''}
                    {plainTextOfHtml(s.content).trim()}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {form.phase === 'error' && (
          <p role="alert" className={styles.error}>
            {t('user_reporting.generic_error', { message: error })}
          </p>
        )}
      </form>
    </Modal>
  )
}
