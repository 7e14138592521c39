import { useId, type FormEvent } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Button } from '../../../ui/Button'
import { usePref, usePreferences } from '../../../store/preferences'
import { useSession } from '../../../store/session'
import { checkMuteWord } from './listLogic'
import { AddForm, useAddField } from './listParts'
import styles from './MutesBlocks.module.css'
import { SettingsSection } from '../SettingsSection'

const M = 'settings_mutes'

/**
 * Mute words (the muteWords preference): matched case-insensitively in a post's
 * text and subject; every timeline shows the change at once, since the mute
 * rules read the preference.
 */
function MuteWords() {
  const { t } = useTranslation()
  const words = usePref('muteWords')
  const set = usePreferences((s) => s.set)
  const field = useAddField()
  const { value, setValue, setError } = field
  // Where the server keeps filters too, say which list lives where.
  const serverFilters = useSession((s) => (s.instance?.features.serverFilters ?? 'none') !== 'none')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const check = checkMuteWord(value, words)
    if (!check.ok) {
      setError(t(`${M}.word_error_${check.error}`))
      return
    }
    set('muteWords', [...words, check.value])
    setValue('')
    setError(null)
  }

  return (
    <SettingsSection title={t(`${M}.words_title`)} hint={t(`${M}.words_hint`)}>
      {serverFilters && <p className={styles.optionHint}>{t(`${M}.words_local`)}</p>}
      <AddForm field={field} label={t(`${M}.word_label`)} onSubmit={submit}>
        {t(`${M}.word_add`)}
      </AddForm>
      {words.length === 0 ? (
        <p className={styles.empty}>{t(`${M}.words_empty`)}</p>
      ) : (
        <ul className={styles.list} aria-label={t(`${M}.words_list`)}>
          {words.map((word) => (
            <li key={word} className={styles.item}>
              <span className={styles.word}>{word}</span>
              <Button
                size="small"
                aria-label={t(`${M}.word_remove`, { word })}
                onClick={() =>
                  set(
                    'muteWords',
                    words.filter((w) => w !== word),
                  )
                }
              >
                {t(`${M}.unmute`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  )
}

type FilterOption =
  | 'muteBotStatuses'
  | 'hideMutedPosts'
  | 'hideMutedThreads'
  | 'hideThreadsWithBlockedUsers'
  | 'hideWordFilteredPosts'
  | 'hideFilteredStatuses'

const OPTIONS: readonly FilterOption[] = [
  'muteBotStatuses',
  'hideMutedPosts',
  'hideMutedThreads',
  'hideThreadsWithBlockedUsers',
  'hideWordFilteredPosts',
  'hideFilteredStatuses',
]

const HINTED: ReadonlySet<FilterOption> = new Set(['hideFilteredStatuses'])

function Option({ option }: { option: FilterOption }) {
  const { t } = useTranslation()
  const value = usePref(option)
  const set = usePreferences((s) => s.set)
  const hintId = useId()
  const hinted = HINTED.has(option)
  return (
    <>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={value}
          aria-describedby={hinted ? hintId : undefined}
          onChange={(e) => set(option, e.target.checked)}
        />
        <span>{t(`${M}.${option}`)}</span>
      </label>
      {hinted && (
        <p id={hintId} className={styles.optionHint}>
          {t(`${M}.${option}_hint`)}
        </p>
      )}
    </>
  )
}

/** Bot muting and the hide options: a notice, or nothing at all. */
function MutedPostOptions() {
  const { t } = useTranslation()
  return (
    <SettingsSection title={t(`${M}.filtering_title`)}>
      <ul className={styles.options}>
        {OPTIONS.map((option) => (
          <li key={option}>
            <Option option={option} />
          </li>
        ))}
      </ul>
    </SettingsSection>
  )
}

export function FiltersSection() {
  return (
    <>
      <MuteWords />
      <MutedPostOptions />
    </>
  )
}
