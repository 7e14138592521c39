import { useId, useState, type FormEvent } from 'react'
import type { OwnProfile, ProfileField } from '../../../api/endpoints/credentials'
import { useTranslation } from '../../../i18n/react'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { saveAbout, useProfileSettings } from './profileStore'
import section from '../SettingsSection.module.css'
import { aboutToSave, draftOf, sameDraft, type AboutDraft } from './aboutDraft'
import { TextWithSuggestions } from './TextWithSuggestions'
import styles from './ProfileSettings.module.css'
import { M } from './messageKey'
import { SettingsSection } from '../SettingsSection'

/** Name, bio and profile fields, saved together. */
export function AboutSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation()
  const maxFields = useSession((s) => s.instance?.fieldsLimits.maxFields ?? 0)
  const ids = { name: useId(), bio: useId(), bioHint: useId(), fieldsHint: useId() }
  const [draft, setDraft] = useState<AboutDraft>(() => draftOf(profile))
  const [base, setBase] = useState(profile)
  // A fresh copy from the server replaces the form, unless the user has started typing.
  if (base !== profile) {
    setBase(profile)
    if (sameDraft(draft, draftOf(base))) setDraft(draftOf(profile))
  }
  const [saving, setSaving] = useState(false)
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null)
  const saved = draftOf(profile)
  const changed = !sameDraft(draft, saved)

  const update = (patch: Partial<AboutDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setResult(null)
  }
  const setField = (index: number, patch: Partial<ProfileField>) =>
    update({ fields: draft.fields.map((f, i) => (i === index ? { ...f, ...patch } : f)) })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    setSaving(true)
    const outcome = await saveAbout(aboutToSave(draft))
    setSaving(false)
    setResult(outcome)
    // Saved: the form shows what the server kept. Refused: the typing stays, to try again.
    if (outcome.ok) setDraft(draftOf(useProfileSettings.getState().profile ?? profile))
  }

  return (
    <SettingsSection title={t(`${M}.about_title`)}>
      <form className={styles.form} onSubmit={submit} aria-label={t(`${M}.about_title`)}>
        <label className={styles.label} htmlFor={ids.name}>
          {t(`${M}.display_name`)}
        </label>
        <TextWithSuggestions
          id={ids.name}
          value={draft.displayName}
          onChange={(displayName) => update({ displayName })}
          disabled={saving}
        />
        <label className={styles.label} htmlFor={ids.bio}>
          {t(`${M}.bio`)}
        </label>
        <TextWithSuggestions
          id={ids.bio}
          multiline
          value={draft.note}
          onChange={(note) => update({ note })}
          describedBy={ids.bioHint}
          disabled={saving}
        />
        <p id={ids.bioHint} className={section.hint}>
          {t(`${M}.bio_hint`)}
        </p>

        <fieldset className={styles.fieldset} aria-describedby={ids.fieldsHint}>
          <legend className={styles.legend}>{t(`${M}.fields_title`)}</legend>
          <p id={ids.fieldsHint} className={section.hint}>
            {t(`${M}.fields_hint`, { count: maxFields })}
          </p>
          {draft.fields.length > 0 && (
            <ol className={styles.fields}>
              {draft.fields.map((field, index) => (
                // Rows have no identity of their own; their place is what the server keeps too.
                <li key={index} className={styles.fieldRow}>
                  <input
                    className={styles.input}
                    value={field.name}
                    aria-label={t(`${M}.field_name`, { n: index + 1 })}
                    placeholder={t(`${M}.field_name_placeholder`)}
                    disabled={saving}
                    onChange={(e) => setField(index, { name: e.target.value })}
                  />
                  <input
                    className={styles.input}
                    value={field.value}
                    aria-label={t(`${M}.field_value`, { n: index + 1 })}
                    placeholder={t(`${M}.field_value_placeholder`)}
                    disabled={saving}
                    onChange={(e) => setField(index, { value: e.target.value })}
                  />
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={saving}
                    aria-label={t(`${M}.field_remove`, { n: index + 1 })}
                    onClick={() => update({ fields: draft.fields.filter((_, i) => i !== index) })}
                  >
                    {t(`${M}.field_remove_short`)}
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {draft.fields.length < maxFields ? (
            <Button
              size="small"
              disabled={saving}
              onClick={() => update({ fields: [...draft.fields, { name: '', value: '' }] })}
            >
              {t(`${M}.field_add`)}
            </Button>
          ) : (
            <p className={section.hint}>{t(`${M}.fields_full`)}</p>
          )}
        </fieldset>

        <div className={section.controls}>
          <Button type="submit" variant="primary" disabled={saving || !changed} aria-busy={saving}>
            {saving && <Spinner />}
            {saving ? t(`${M}.saving`) : t(`${M}.save`)}
          </Button>
        </div>
        <div aria-live="polite">
          {result?.ok === true && <p className={styles.success}>{t(`${M}.saved`)}</p>}
        </div>
        {result?.ok === false && (
          <p className={styles.error} role="alert">
            {t(`${M}.save_error`, { message: result.message })}
          </p>
        )}
      </form>
    </SettingsSection>
  )
}
