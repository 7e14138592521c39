import { useEffect, useState } from 'react'
import { api } from '../../../api/client'
import { fetchMascot, updateMascot, type Mascot } from '../../../api/endpoints/credentials'
import { ApiError } from '../../../api/errors'
import { useTranslation } from '../../../i18n/react'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { reportSaved } from '../saveNotice'
import { errorMessage } from './profileStore'
import { ImageFileButton, UploadStatus, useSizeText } from './parts'
import section from '../SettingsSection.module.css'
import styles from './ProfileSettings.module.css'
import { SettingsSection } from '../SettingsSection'

const M = 'settings_profile'

type MascotState =
  | { phase: 'loading' }
  | { phase: 'ready'; mascot: Mascot }
  | { phase: 'error' }
  | { phase: 'absent' }

/**
 * Pleroma's mascot (GET and PUT /api/v1/pleroma/mascot, a form
 * with the file). A server that answers 404 has none: the section goes away.
 */
export function MascotSection() {
  const { t } = useTranslation()
  const sizeText = useSizeText()
  const limit = useSession((s) => s.instance?.uploadlimit.general ?? 0)
  const [state, setState] = useState<MascotState>({ phase: 'loading' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    fetchMascot(api(), controller.signal).then(
      (mascot) => setState({ phase: 'ready', mascot }),
      (err: unknown) => {
        if (controller.signal.aborted) return
        console.warn('Could not load the mascot', err)
        setState({ phase: err instanceof ApiError && err.status === 404 ? 'absent' : 'error' })
      },
    )
    return () => controller.abort()
  }, [attempt])

  const what = t(`${M}.mascot`)

  const onFile = async (file: File) => {
    setError(null)
    if (!file.type.startsWith('image/')) {
      setError(t(`${M}.not_image`, { file: file.name }))
      return
    }
    if (limit > 0 && file.size > limit) {
      setError(
        t(`${M}.too_large`, {
          file: file.name,
          size: sizeText(file.size),
          what,
          limit: sizeText(limit),
        }),
      )
      return
    }
    setBusy(true)
    try {
      const mascot = await updateMascot(api(), file)
      setState({ phase: 'ready', mascot })
      reportSaved(true)
    } catch (err) {
      console.warn('Could not save the mascot', err)
      setError(t(`${M}.media_error_detail`, { message: errorMessage(err) }))
      reportSaved(false)
    } finally {
      setBusy(false)
    }
  }

  if (state.phase === 'absent') return null
  return (
    <SettingsSection title={t(`${M}.mascot_title`)}>
      <p className={section.hint}>{t(`${M}.mascot_hint`)}</p>
      {state.phase === 'loading' && (
        <p className={styles.progress} role="status">
          <Spinner />
          {t(`${M}.loading`)}
        </p>
      )}
      {state.phase === 'error' && (
        <div className={section.row} role="alert">
          <span>{t(`${M}.mascot_error`)}</span>
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t(`${M}.retry`)}
          </Button>
        </div>
      )}
      {state.phase === 'ready' && (
        <div className={styles.imageRow}>
          <img
            className={styles.mascotPreview}
            src={state.mascot.url}
            alt={t(`${M}.mascot_current`)}
          />
          <div className={section.controls}>
            <ImageFileButton name="mascot" disabled={busy} onFile={(file) => void onFile(file)}>
              {t(`${M}.choose`, { what })}
            </ImageFileButton>
          </div>
        </div>
      )}
      <UploadStatus busy={busy} error={error} />
    </SettingsSection>
  )
}
