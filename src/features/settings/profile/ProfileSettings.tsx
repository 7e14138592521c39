import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type {
  AccountOptionKey,
  AccountOptions,
  OwnProfile,
  ProfileField,
} from '../../../api/endpoints/credentials'
import type { Visibility } from '../../../api/types'
import { AVATAR_RECOMMENDED_SIZE } from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { EmojiInsertButton, insertText, useAutocomplete } from '../../compose/autocomplete'
import { usePref } from '../../../store/preferences'
import section from '../SettingsSection.module.css'
import { AvatarCropper } from './AvatarCropper'
import { MascotSection } from './MascotSection'
import { Section, useSizeText } from './parts'
import {
  loadProfile,
  saveAbout,
  saveImage,
  saveOption,
  useProfileSettings,
  type ImageKind,
} from './profileStore'
import styles from './ProfileSettings.module.css'

const M = 'settings_profile'

interface TextWithSuggestionsProps {
  id: string
  value: string
  onChange: (value: string) => void
  multiline?: boolean
  describedBy?: string
  disabled?: boolean
}

/** A field with the post form's emoji and mention suggestions and its emoji button. */
function TextWithSuggestions({
  id,
  value,
  onChange,
  multiline,
  describedBy,
  disabled,
}: TextWithSuggestionsProps) {
  const ref = useRef<HTMLTextAreaElement & HTMLInputElement>(null)
  const padEmoji = usePref('padEmoji')
  const pendingCaret = useRef<number | null>(null)
  const autocomplete = useAutocomplete({
    inputRef: ref,
    value,
    onChange: (next, caret) => {
      pendingCaret.current = caret
      onChange(next)
    },
  })

  useEffect(() => {
    const el = ref.current
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current)
      pendingCaret.current = null
    }
  }, [value])

  const insertEmoji = (text: string) => {
    const el = ref.current
    const start = el?.selectionStart ?? value.length
    const end = el?.selectionEnd ?? start
    const next = insertText(value, start, end, text, padEmoji)
    pendingCaret.current = next.caret
    onChange(next.value)
    el?.focus()
  }

  const common = {
    id,
    ref,
    value,
    disabled,
    className: multiline ? styles.textarea : styles.input,
    'aria-describedby': describedBy,
    onSelect: autocomplete.onSelect,
    onBlur: autocomplete.onBlur,
    onKeyDown: (e: KeyboardEvent) => {
      autocomplete.onKeyDown(e)
    },
    'aria-autocomplete': autocomplete.inputProps['aria-autocomplete'],
    'aria-controls': autocomplete.inputProps['aria-controls'],
    'aria-activedescendant': autocomplete.inputProps['aria-activedescendant'],
  }
  return (
    <div className={styles.textRow}>
      <div className={styles.textWrap}>
        {multiline ? (
          <textarea
            {...common}
            rows={5}
            onChange={(e) => {
              onChange(e.target.value)
              autocomplete.onSelect()
            }}
          />
        ) : (
          <input
            {...common}
            type="text"
            onChange={(e) => {
              onChange(e.target.value)
              autocomplete.onSelect()
            }}
          />
        )}
        {autocomplete.popup}
      </div>
      <EmojiInsertButton onInsert={insertEmoji} disabled={disabled} />
    </div>
  )
}

interface AboutDraft {
  displayName: string
  note: string
  fields: ProfileField[]
}

const draftOf = (profile: OwnProfile): AboutDraft => ({
  displayName: profile.displayName,
  note: profile.note,
  fields: profile.fields.map((f) => ({ ...f })),
})

const sameDraft = (a: AboutDraft, b: AboutDraft) =>
  a.displayName === b.displayName &&
  a.note === b.note &&
  a.fields.length === b.fields.length &&
  a.fields.every((f, i) => f.name === b.fields[i]?.name && f.value === b.fields[i]?.value)

/** Name, bio and profile fields, saved together. */
function AboutSection({ profile }: { profile: OwnProfile }) {
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
    const fields = draft.fields
      .map((f) => ({ name: f.name.trim(), value: f.value.trim() }))
      .filter((f) => f.name !== '' || f.value !== '')
    const outcome = await saveAbout({
      displayName: draft.displayName.trim(),
      note: draft.note,
      fields,
    })
    setSaving(false)
    setResult(outcome)
    // Saved: the form shows what the server kept. Refused: the typing stays, to try again.
    if (outcome.ok) setDraft(draftOf(useProfileSettings.getState().profile ?? profile))
  }

  return (
    <Section title={t(`${M}.about_title`)}>
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
    </Section>
  )
}

const IMAGE_KINDS: readonly ImageKind[] = ['avatar', 'header', 'background']

function useImageLimit(kind: ImageKind): number {
  return useSession((s) => {
    const limits = s.instance?.uploadlimit
    if (!limits) return 0
    return kind === 'avatar' ? limits.avatar : kind === 'header' ? limits.banner : limits.background
  })
}

/** One profile picture: what is set, a new one (checked against the server's limit), removal. */
function ImageField({ kind, url }: { kind: ImageKind; url: string | null }) {
  const { t } = useTranslation()
  const sizeText = useSizeText()
  const limit = useImageLimit(kind)
  // A server that cannot drop a picture (Hollo) gets no remove button; a new one replaces it.
  const removable = useFeature('profileImageRemoval')
  const inputRef = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const hintId = useId()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null)
  const [cropping, setCropping] = useState<File | null>(null)
  const what = t(`${M}.${kind}`).toLowerCase()

  const upload = async (image: File | '') => {
    setBusy(true)
    setMessage(null)
    const outcome = await saveImage(kind, image)
    setBusy(false)
    setMessage(
      outcome.ok
        ? { error: false, text: t(`${M}.image_saved`) }
        : {
            error: true,
            text: outcome.message
              ? t(`${M}.media_error_detail`, { message: outcome.message })
              : t(`${M}.media_error`),
          },
    )
  }

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = ''
    if (!file) return
    setMessage(null)
    if (!file.type.startsWith('image/')) {
      setMessage({ error: true, text: t(`${M}.not_image`, { file: file.name }) })
      return
    }
    if (limit > 0 && file.size > limit) {
      setMessage({
        error: true,
        text: t(`${M}.too_large`, {
          file: file.name,
          size: sizeText(file.size),
          what,
          limit: sizeText(limit),
        }),
      })
      return
    }
    if (kind === 'avatar') setCropping(file)
    else void upload(file)
  }

  const hint =
    kind === 'avatar'
      ? t(`${M}.avatar_hint`, { size: AVATAR_RECOMMENDED_SIZE, limit: sizeText(limit) })
      : t(`${M}.${kind}_hint`, { limit: sizeText(limit) })

  return (
    <div className={styles.imageField} role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.imageTitle}>
        {t(`${M}.${kind}`)}
      </h4>
      <p id={hintId} className={section.hint}>
        {hint}
      </p>
      <div className={styles.imageRow}>
        {url ? (
          <img
            className={kind === 'avatar' ? styles.avatarPreview : styles.widePreview}
            src={url}
            alt={t(`${M}.current`, { what })}
          />
        ) : (
          <p className={styles.noImage}>{t(`${M}.none`)}</p>
        )}
        <div className={section.controls}>
          <Button
            size="small"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
          >
            {t(`${M}.choose`, { what })}
          </Button>
          {url && removable && (
            <Button size="small" variant="ghost" disabled={busy} onClick={() => void upload('')}>
              {t(`${M}.remove`, { what })}
            </Button>
          )}
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            hidden
            name={kind}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </div>
      </div>
      <div aria-live="polite">
        {busy && (
          <p className={styles.progress}>
            <Spinner />
            {t(`${M}.uploading`)}
          </p>
        )}
        {message && !message.error && <p className={styles.success}>{message.text}</p>}
      </div>
      {message?.error && (
        <p className={styles.error} role="alert">
          {message.text}
        </p>
      )}
      {cropping && (
        <AvatarCropper
          file={cropping}
          onCancel={() => setCropping(null)}
          onCrop={(avatar) => {
            setCropping(null)
            void upload(avatar)
          }}
        />
      )}
    </div>
  )
}

function ImagesSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation()
  const urls: Record<ImageKind, string | null> = {
    avatar: profile.avatar || null,
    header: profile.header || null,
    background: profile.background,
  }
  return (
    <Section title={t(`${M}.images_title`)}>
      {IMAGE_KINDS.filter((kind) => kind !== 'background' || profile.hasBackground).map((kind) => (
        <ImageField key={kind} kind={kind} url={urls[kind]} />
      ))}
    </Section>
  )
}

type BooleanOption = Exclude<AccountOptionKey, 'defaultScope'>

const OPTION_LABELS: readonly [BooleanOption, string][] = [
  ['locked', 'locked'],
  ['permitFollowback', 'permit_followback'],
  ['bot', 'bot'],
  ['showRole', 'show_role'],
  ['discoverable', 'discoverable'],
  ['allowFollowingMove', 'allow_following_move'],
  ['hideFavorites', 'hide_favorites'],
  ['hideFollowers', 'hide_followers'],
  ['hideFollowersCount', 'hide_followers_count'],
  ['hideFollows', 'hide_follows'],
  ['hideFollowsCount', 'hide_follows_count'],
  ['defaultSensitive', 'default_sensitive'],
  ['noRichText', 'no_rich_text'],
]

function OptionCheck({
  optionKey,
  label,
  hint,
  value,
}: {
  optionKey: BooleanOption
  label: string
  hint?: string
  value: boolean
}) {
  const hintId = useId()
  const saving = useProfileSettings((s) => s.savingOptions.has(optionKey))
  return (
    <li>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value}
          disabled={saving}
          aria-busy={saving || undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => void saveOption(optionKey, e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className={styles.checkHint}>
          {hint}
        </p>
      )}
    </li>
  )
}

const SCOPES: readonly Visibility[] = ['public', 'unlisted', 'local', 'private', 'direct']

/** The server-side account options: each saved on change, put back when refused. */
function OptionsSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation()
  const localScope = useFeature('localScope')
  const scopeId = useId()
  const scopeSaving = useProfileSettings((s) => s.savingOptions.has('defaultScope'))
  const { options, account } = profile
  const offered = OPTION_LABELS.filter(([key]) => {
    if (options[key] === null) return false
    // Only staff have a badge to show or hide.
    return key !== 'showRole' || account.role !== 'member'
  })
  const scopes = SCOPES.filter((s) => s !== 'local' || localScope || options.defaultScope === s)
  return (
    <Section title={t(`${M}.options_title`)}>
      <p className={section.hint}>{t(`${M}.options_hint`)}</p>
      <ul className={styles.options}>
        {offered.map(([key, label]) => (
          <OptionCheck
            key={key}
            optionKey={key}
            value={options[key] === true}
            label={
              key === 'showRole'
                ? t(`${M}.show_role`, { role: t(`${M}.role_${account.role}`) })
                : t(`${M}.${label}`)
            }
            hint={key === 'bot' ? t(`${M}.bot_hint`) : undefined}
          />
        ))}
      </ul>
      <div className={section.row}>
        <label htmlFor={scopeId}>{t(`${M}.default_scope`)}</label>
        <select
          id={scopeId}
          className={styles.select}
          value={options.defaultScope}
          disabled={scopeSaving}
          aria-busy={scopeSaving || undefined}
          onChange={(e) =>
            void saveOption('defaultScope', e.target.value as AccountOptions['defaultScope'])
          }
        >
          {scopes.map((scope) => (
            <option key={scope} value={scope}>
              {t(`${M}.scope_${scope}`)}
            </option>
          ))}
        </select>
      </div>
    </Section>
  )
}

/**
 * The Profile tab: name and bio with suggestions, profile
 * fields, avatar (cropped square), banner and background, the mascot where
 * the server has Pleroma's API, and the account options.
 */
export function ProfileSettings() {
  const { t } = useTranslation()
  const phase = useProfileSettings((s) => s.phase)
  const profile = useProfileSettings((s) => s.profile)
  const pleromaApi = useFeature('pleromaApi')

  // Fresh on every visit: another app may have changed the profile.
  useEffect(() => {
    void loadProfile()
  }, [])

  if (!profile) {
    return phase === 'error' ? (
      <div className={section.row} role="alert">
        <span>{t(`${M}.load_error`)}</span>
        <Button size="small" onClick={() => void loadProfile()}>
          {t(`${M}.retry`)}
        </Button>
      </div>
    ) : (
      <p className={styles.progress} role="status">
        <Spinner />
        {t(`${M}.loading`)}
      </p>
    )
  }
  return (
    <div className={styles.tab}>
      <AboutSection key={profile.account.id} profile={profile} />
      <ImagesSection profile={profile} />
      {pleromaApi && <MascotSection />}
      <OptionsSection profile={profile} />
    </div>
  )
}
