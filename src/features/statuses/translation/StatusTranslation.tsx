import { memo } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { ErrorBanner } from '../../../ui/ErrorBanner'
import { Spinner } from '../../../ui/Spinner'
import { RichContent } from '../../../ui/richContent/RichContent'
import { hideTranslation, useTranslations } from './translationStore'
import styles from './StatusTranslation.module.css'

const displayNames = new Map<string, Intl.DisplayNames | null>()

/** "French" for `fr` in the interface language; the code itself when Intl does not know it. */
export function languageName(code: string, uiLanguage: string): string {
  let names = displayNames.get(uiLanguage)
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([uiLanguage], { type: 'language' })
    } catch {
      names = null
    }
    displayNames.set(uiLanguage, names)
  }
  try {
    return names?.of(code) ?? code
  } catch {
    return code
  }
}

/** The machine translation of a status, below its content. */
export const StatusTranslation = memo(function StatusTranslation({
  statusId,
}: {
  statusId: string
}) {
  const { t, i18n } = useTranslation()
  const id = useEntities((s) => s.statuses[statusId]?.reblog_id ?? statusId)
  const entry = useTranslations((s) => s.byStatus[id])
  const status = useEntities((s) => s.statuses[id])
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  if (!entry || (entry.kind === 'done' && entry.hidden)) return null

  if (entry.kind === 'loading') {
    return (
      <p className={styles.pending} role="status">
        <Spinner /> {t('status_extras.translation.translating')}
      </p>
    )
  }
  if (entry.kind === 'failed') {
    return (
      <ErrorBanner
        message={entry.message ?? t('status_extras.translation.error')}
        onDismiss={() => hideTranslation(id)}
      />
    )
  }
  const target = languageName(entry.language, i18n.locale)
  return (
    <section className={styles.translation} aria-label={t('status_extras.translation.label')}>
      <p className={styles.meta}>
        {entry.detected_language
          ? t('status_extras.translation.translated_from', {
              source: languageName(entry.detected_language, i18n.locale),
              target,
            })
          : t('status_extras.translation.translated_to', { target })}
      </p>
      <RichContent
        html={entry.text}
        lang={entry.language}
        mentions={status?.mentions}
        emojis={status?.emojis}
        restrictedNicknames={restricted}
      />
      <Button variant="link" className={styles.original} onClick={() => hideTranslation(id)}>
        {t('status_extras.translation.show_original')}
      </Button>
    </section>
  )
})
