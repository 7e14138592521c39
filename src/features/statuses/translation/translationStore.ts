/**
 * Machine translations by status id: fetched on request, kept
 * while the status is cached so "show original" and translating again cost
 * no second request.
 */
import { translator } from '../../../i18n/i18n'
import type { TranslationLanguages } from '../../../api/endpoints/statusInfo'
import { api } from '../../../api/client'
import { useEntities } from '../../../store/entities'
import { pushNotice } from '../../../store/notices'
import { useSession } from '../../../store/session'
import { usePreferences } from '../../../store/preferences'
import { serverErrorText } from '../poll/errorText'
import { chooseTargetLanguage } from './translationLogic'
import { useTranslations, type TranslationEntry } from './translationEntries'

export { useTranslations, type TranslationEntry }

function setEntry(statusId: string, entry: TranslationEntry | null): void {
  useTranslations.setState((s) => {
    // Entries of statuses the cache has evicted go too, so this never grows
    // past what the cache holds.
    const cached = useEntities.getState().statuses
    const byStatus: Record<string, TranslationEntry> = {}
    for (const [id, e] of Object.entries(s.byStatus)) if (id in cached) byStatus[id] = e
    if (entry) byStatus[statusId] = entry
    else delete byStatus[statusId]
    return { byStatus }
  })
}

// The calls load when someone first translates: readers who never do skip them.
const statusInfo = () => import('../../../api/endpoints/statusInfo')

let languages: Promise<TranslationLanguages | null> | null = null

/** The server's translation languages, fetched once; null while it cannot say. */
export function translationLanguages(): Promise<TranslationLanguages | null> {
  languages ??= statusInfo()
    .then((m) => m.getTranslationLanguages(api()))
    .catch(() => {
      // Not cached: a later translation asks again.
      languages = null
      return null
    })
  return languages
}

/** Forgets the cached language list (tests; a different instance). */
export function resetTranslationLanguages(): void {
  languages = null
}

/** Translations are offered to logged-in readers when the instance enables them. */
export function translationAvailable(): boolean {
  const { instance, currentUserId } = useSession.getState()
  return currentUserId !== null && instance?.features.translation === true
}

export const useTranslationAvailable = (): boolean =>
  useSession((s) => s.currentUserId !== null && s.instance?.features.translation === true)

/** A repeat is translated as the status it repeats. */
export function translationKey(statusId: string): string {
  return useEntities.getState().statuses[statusId]?.reblog_id ?? statusId
}

/**
 * Translates a status into the reader's target language and shows the
 * result under its content (`<StatusTranslation>`). Without a usable target
 * language an info notice asks the reader to set one.
 */
export async function translateStatus(statusId: string): Promise<void> {
  if (!translationAvailable()) return
  const id = translationKey(statusId)
  const current = useTranslations.getState().byStatus[id]
  if (current?.kind === 'loading') return

  const list = await translationLanguages()
  const target = chooseTargetLanguage(
    usePreferences.getState().prefs.translationLanguage,
    translator.locale,
    list ? list.target.map((l) => l.code) : null,
  )
  if (target === null) {
    pushNotice('toast.no_translation_target_set', { level: 'info' })
    return
  }
  if (current?.kind === 'done' && current.language === target) {
    setEntry(id, { ...current, hidden: false })
    return
  }

  setEntry(id, { kind: 'loading', language: target })
  try {
    const result = await (await statusInfo()).getStatusTranslation(api(), id, target)
    setEntry(id, { kind: 'done', language: target, hidden: false, ...result })
  } catch (error) {
    setEntry(id, { kind: 'failed', language: target, message: serverErrorText(error) })
  }
}

/** "Show original". */
export function hideTranslation(statusId: string): void {
  const id = translationKey(statusId)
  const current = useTranslations.getState().byStatus[id]
  if (current?.kind === 'done') setEntry(id, { ...current, hidden: true })
  else if (current) setEntry(id, null)
}
