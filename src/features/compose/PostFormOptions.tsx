import type { Visibility } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { contentTypeKey } from './contentTypes'
import styles from './PostForm.module.css'

export interface PostFormOptionsProps {
  ids: { scope: string; type: string; language: string; sensitive: string }
  scopes: readonly Visibility[]
  visibility: Visibility
  /** An edit keeps its scope. */
  scopeFixed: boolean
  typeChoices: readonly string[]
  contentType: string
  languages: readonly { code: string; name: string }[]
  language: string
  sensitive: boolean
  disabled: boolean
  onChange: (patch: {
    visibility?: Visibility
    content_type?: string
    language?: string
    sensitive?: boolean
  }) => void
}

/** The post form's row of choices: scope, content type, language, sensitive. */
export function PostFormOptions({
  ids,
  scopes,
  visibility,
  scopeFixed,
  typeChoices,
  contentType,
  languages,
  language,
  sensitive,
  disabled,
  onChange,
}: PostFormOptionsProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.row}>
      <label htmlFor={ids.scope} className="visually-hidden">
        {t('post_status.scope_label')}
      </label>
      <select
        id={ids.scope}
        className={styles.select}
        value={visibility}
        onChange={(e) => onChange({ visibility: e.target.value as Visibility })}
        disabled={disabled || scopeFixed}
      >
        {scopes.map((scope) => (
          <option key={scope} value={scope} title={t(`post_status.scope_help.${scope}`)}>
            {t(`post_status.scope.${scope}`)}
          </option>
        ))}
      </select>
      {typeChoices.length > 1 && (
        <>
          <label htmlFor={ids.type} className="visually-hidden">
            {t('post_status.content_type_label')}
          </label>
          <select
            id={ids.type}
            className={styles.select}
            value={contentType}
            onChange={(e) => onChange({ content_type: e.target.value })}
            disabled={disabled}
          >
            {typeChoices.map((type) => {
              const name = contentTypeKey(type)
              return (
                <option key={type} value={type}>
                  {name ? t(name) : type}
                </option>
              )
            })}
          </select>
        </>
      )}
      <label htmlFor={ids.language} className="visually-hidden">
        {t('post_status.language_label')}
      </label>
      <select
        id={ids.language}
        className={styles.select}
        value={language}
        onChange={(e) => onChange({ language: e.target.value })}
        disabled={disabled}
      >
        {languages.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <label className={styles.check} htmlFor={ids.sensitive}>
        <input
          id={ids.sensitive}
          type="checkbox"
          checked={sensitive}
          onChange={(e) => onChange({ sensitive: e.target.checked })}
          disabled={disabled}
        />
        {t('post_status.sensitive')}
      </label>
    </div>
  )
}
