import { useId } from 'react'
import type {
  AccountOptionKey,
  AccountOptions,
  OwnProfile,
} from '../../../api/endpoints/credentials'
import type { Visibility } from '../../../api/types'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { saveOption, useProfileSettings } from './profileStore'
import section from '../SettingsSection.module.css'
import styles from './ProfileSettings.module.css'
import { M } from './messageKey'
import { SettingsSection } from '../SettingsSection'

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
export function OptionsSection({ profile }: { profile: OwnProfile }) {
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
    <SettingsSection title={t(`${M}.options_title`)}>
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
    </SettingsSection>
  )
}
