import { useId, useState } from 'react'
import type { OwnProfile } from '../../../api/endpoints/credentials'
import { AVATAR_RECOMMENDED_SIZE } from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { AvatarCropper } from './AvatarCropper'
import { ImageFileButton, UploadStatus, useSizeText } from './parts'
import { saveImage, type ImageKind } from './profileStore'
import section from '../SettingsSection.module.css'
import styles from './ProfileSettings.module.css'
import { M } from './messageKey'
import { SettingsSection } from '../SettingsSection'

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

  const onFile = (file: File) => {
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
          <ImageFileButton name={kind} disabled={busy} describedBy={hintId} onFile={onFile}>
            {t(`${M}.choose`, { what })}
          </ImageFileButton>
          {url && removable && (
            <Button size="small" variant="ghost" disabled={busy} onClick={() => void upload('')}>
              {t(`${M}.remove`, { what })}
            </Button>
          )}
        </div>
      </div>
      <UploadStatus
        busy={busy}
        done={message && !message.error ? message.text : null}
        error={message?.error ? message.text : null}
      />
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

export function ImagesSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation()
  const urls: Record<ImageKind, string | null> = {
    avatar: profile.avatar || null,
    header: profile.header || null,
    background: profile.background,
  }
  return (
    <SettingsSection title={t(`${M}.images_title`)}>
      {IMAGE_KINDS.filter((kind) => kind !== 'background' || profile.hasBackground).map((kind) => (
        <ImageField key={kind} kind={kind} url={urls[kind]} />
      ))}
    </SettingsSection>
  )
}
