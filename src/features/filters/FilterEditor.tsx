import { useId, useState, type FormEvent } from 'react'
import type { ServerFilter } from '../../api/endpoints/filters'
import { readableText } from '../../api/readableError'
import { FILTER_EXPIRY_CHOICES } from '../../config/constants'
import { useTranslation, type TFunction } from '../../i18n/react'
import { Button } from '../../ui/Button'
import {
  checkForm,
  draftOf,
  FILTER_CONTEXTS,
  formOf,
  toggleContext,
  type FilterForm,
  type FormError,
} from './filterForm'
import { filterApiVersion, saveFilter } from './filterService'
import styles from './Filters.module.css'

/** "30 minutes", "1 day": the expiry choices in the reader's language. */
function durationText(seconds: number, locale: string): string {
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    seconds % 604_800 === 0
      ? [seconds / 604_800, 'week']
      : seconds % 86_400 === 0
        ? [seconds / 86_400, 'day']
        : seconds % 3_600 === 0
          ? [seconds / 3_600, 'hour']
          : [seconds / 60, 'minute']
  try {
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
  } catch {
    return `${value} ${unit}`
  }
}

function errorMessage(t: TFunction, error: FormError): string {
  return t(`filters.error_${error === 'title_long' ? 'title' : error}`)
}

interface FilterEditorProps {
  filter: ServerFilter | null
  onDone: () => void
}

/** A filter's form: its title and words, where it applies, what it does, and until when. */
export function FilterEditor({ filter, onDone }: FilterEditorProps) {
  const { t, i18n } = useTranslation()
  const api = filterApiVersion() ?? 'v1'
  const [form, setForm] = useState<FilterForm>(() => formOf(filter))
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const headingId = useId()
  const ids = useId()
  const set = (patch: Partial<FilterForm>) => setForm((f) => ({ ...f, ...patch }))
  const setWord = (index: number, patch: Partial<FilterForm['keywords'][number]>) =>
    setForm((f) => ({
      ...f,
      keywords: f.keywords.map((k, i) => (i === index ? { ...k, ...patch } : k)),
    }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const error = checkForm(form, api)
    if (error) {
      setProblem(errorMessage(t, error))
      return
    }
    setSaving(true)
    setProblem(null)
    saveFilter(filter, draftOf(form, api)).then(onDone, (err: unknown) => {
      setSaving(false)
      const said = readableText(err)
      setProblem(said ? t('filters.save_error_said', { reason: said }) : t('filters.change_error'))
    })
  }

  return (
    <form className={styles.tab} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className={styles.heading}>
        {filter ? t('filters.edit_label', { title: filter.title }) : t('filters.new')}
      </h3>
      {api === 'v2' && (
        <div className={styles.field}>
          <label htmlFor={`${ids}-title`}>{t('filters.title_label')}</label>
          <input
            id={`${ids}-title`}
            className={styles.input}
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </div>
      )}
      <fieldset className={styles.group}>
        <legend>{t('filters.words')}</legend>
        {form.keywords.map((k, i) => (
          <div key={k.id ?? `new-${i}`} className={styles.wordRow}>
            <input
              className={styles.input}
              aria-label={t('filters.word_label', { n: i + 1 })}
              value={k.keyword}
              onChange={(e) => setWord(i, { keyword: e.target.value })}
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={k.wholeWord}
                onChange={(e) => setWord(i, { wholeWord: e.target.checked })}
              />
              {t('filters.whole_word')}
            </label>
            {api === 'v2' && form.keywords.length > 1 && (
              <Button
                size="small"
                aria-label={t('filters.word_remove', { word: k.keyword || String(i + 1) })}
                onClick={() => set({ keywords: form.keywords.filter((_, j) => j !== i) })}
              >
                {t('filters.remove')}
              </Button>
            )}
          </div>
        ))}
        {api === 'v2' && (
          <Button
            size="small"
            onClick={() =>
              set({ keywords: [...form.keywords, { id: null, keyword: '', wholeWord: true }] })
            }
          >
            {t('filters.word_add')}
          </Button>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('filters.contexts')}</legend>
        {FILTER_CONTEXTS.map((c) => (
          <label key={c} className={styles.check}>
            <input
              type="checkbox"
              checked={form.context.includes(c)}
              onChange={(e) => setForm((f) => toggleContext(f, c, e.target.checked))}
            />
            {t(`filters.context_${c}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('filters.action')}</legend>
        {(['warn', 'hide'] as const).map((action) => (
          <label key={action} className={styles.check}>
            <input
              type="radio"
              name={`${ids}-action`}
              checked={form.action === action}
              onChange={() => set({ action })}
            />
            {t(`filters.action_${action}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${ids}-expiry`}>{t('filters.expiry')}</label>
        <select
          id={`${ids}-expiry`}
          className={styles.select}
          value={String(form.expiry)}
          onChange={(e) => {
            const v = e.target.value
            set({ expiry: v === 'keep' || v === 'never' ? v : Number(v) })
          }}
        >
          {form.expiry === 'keep' || filter?.expiresAt ? (
            <option value="keep">{t('filters.expiry_keep')}</option>
          ) : null}
          {FILTER_EXPIRY_CHOICES.map((s) => (
            <option key={s ?? 'never'} value={s === null ? 'never' : String(s)}>
              {s === null ? t('filters.expires_never') : durationText(s, i18n.locale)}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={saving}>
          {t('filters.save')}
        </Button>
        <Button onClick={onDone}>{t('filters.cancel')}</Button>
      </div>
    </form>
  )
}
