import '../../../i18n/areas/compose'
import { useEffect, useState } from 'react'
import { pickLanguage, setInterfaceLanguage, SUPPORTED_LANGUAGES } from '../../../i18n/i18n'
import { intlLocaleOf } from '../../../i18n/languages'
import { useTranslation } from '../../../i18n/react'
import { useSession } from '../../../store/session'
import { contentTypeKey, languageName, languageOptions, defaultContentType, defaultPostLanguage } from '../../compose'
import { translationLanguages } from '../../statuses'
import { usePref, usePreferences } from '../../../store/preferences'
import { SelectRow } from './controls'
import { interfaceLanguageOptions, ownLanguageName } from './languageNames'
import type { SpecialKey } from './model'

const M = 'settings_general'

/** The browser's languages, in its order of preference. */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])

/**
 * Every language the client has messages for, each in its own name; the
 * default (null) follows the browser's first match. A change applies at
 * once, without a reload.
 */
function InterfaceLanguageSetting() {
  const { t } = useTranslation()
  const value = usePref('interfaceLanguage')
  const set = usePreferences((s) => s.set)
  const browserPick = pickLanguage(null, browserLanguages())
  return (
    <SelectRow
      label={t(`${M}.interfaceLanguage`)}
      value={value && SUPPORTED_LANGUAGES.includes(value) ? value : ''}
      options={[
        {
          value: '',
          label: t(`${M}.interfaceLanguage_browser`, { language: ownLanguageName(browserPick) }),
        },
        ...interfaceLanguageOptions(SUPPORTED_LANGUAGES).map(({ code, name }) => ({
          value: code,
          label: name,
          // Named in itself, so read in its own language (a BCP 47 tag: ja_easy is ja).
          lang: intlLocaleOf(code),
        })),
      ]}
      onChange={(next) => {
        const chosen = next === '' ? null : next
        set('interfaceLanguage', chosen)
        void setInterfaceLanguage(pickLanguage(chosen, browserLanguages()))
      }}
    />
  )
}

type LanguageOption = { code: string; name: string }

/** The languages the server translates into; the common list while it cannot say. */
function useTranslationTargets(interfaceLanguage: string): LanguageOption[] | null {
  const [targets, setTargets] = useState<LanguageOption[] | null>(null)
  useEffect(() => {
    let live = true
    void translationLanguages().then((list) => {
      if (!live || !list || list.target.length === 0) return
      setTargets(
        list.target.map(({ code, name }) => ({
          code,
          // Some servers list bare codes: the browser names those.
          name: name && name !== code ? name : languageName(code, interfaceLanguage),
        })),
      )
    })
    return () => {
      live = false
    }
  }, [interfaceLanguage])
  return targets
}

function withCurrent(options: LanguageOption[], current: string | null, language: string) {
  if (!current || options.some((o) => o.code === current)) return options
  return [...options, { code: current, name: languageName(current, language) }]
}

/** Null translates into the interface language. */
function TranslationLanguageSetting() {
  const { t, i18n } = useTranslation()
  const value = usePref('translationLanguage')
  const set = usePreferences((s) => s.set)
  const language = i18n.locale || 'en'
  const targets = useTranslationTargets(language)
  const options = withCurrent(targets ?? languageOptions(language), value, language).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  )
  return (
    <SelectRow
      label={t(`${M}.translationLanguage`)}
      value={value ?? ''}
      options={[
        {
          value: '',
          label: t(`${M}.translationLanguage_default`, {
            language: languageName(language, language),
          }),
        },
        ...options.map(({ code, name }) => ({ value: code, label: name })),
      ]}
      onChange={(next) => set('translationLanguage', next === '' ? null : next)}
    />
  )
}

/** Among the instance's formats; with one format or none there is nothing to choose. */
function PostContentTypeSetting() {
  const { t } = useTranslation()
  const value = usePref('postContentType')
  const set = usePreferences((s) => s.set)
  const formats = useSession((s) => s.instance?.postFormats)
  if (!formats || formats.length < 2) return null
  const name = (type: string) => {
    const key = contentTypeKey(type)
    return key ? t(key) : type
  }
  return (
    <SelectRow
      label={t(`${M}.postContentType`)}
      value={value && formats.includes(value) ? value : ''}
      options={[
        {
          value: '',
          label: t(`${M}.postContentType_default`, {
            format: name(defaultContentType(null, formats)),
          }),
        },
        ...formats.map((type) => ({ value: type, label: name(type) })),
      ]}
      onChange={(next) => set('postContentType', next === '' ? null : next)}
    />
  )
}

/** Null posts in the interface language. */
function PostLanguageSetting() {
  const { t, i18n } = useTranslation()
  const value = usePref('postLanguage')
  const set = usePreferences((s) => s.set)
  const language = i18n.locale || 'en'
  return (
    <SelectRow
      label={t(`${M}.postLanguage`)}
      value={value ?? ''}
      options={[
        {
          value: '',
          label: t(`${M}.postLanguage_default`, {
            language: languageName(defaultPostLanguage(null, language), language),
          }),
        },
        ...languageOptions(language, [value]).map(({ code, name }) => ({
          value: code,
          label: name,
        })),
      ]}
      onChange={(next) => set('postLanguage', next === '' ? null : next)}
    />
  )
}

export function SpecialSetting({ prefKey }: { prefKey: SpecialKey }) {
  switch (prefKey) {
    case 'interfaceLanguage':
      return <InterfaceLanguageSetting />
    case 'translationLanguage':
      return <TranslationLanguageSetting />
    case 'postContentType':
      return <PostContentTypeSetting />
    case 'postLanguage':
      return <PostLanguageSetting />
  }
}
