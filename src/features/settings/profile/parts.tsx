import { useTranslation } from '../../../i18n/react'
import { fileSizeParts } from '../../../ui/fileSize'

/** Small pieces the Profile tab's sections share. */

export function useSizeText(): (bytes: number) => string {
  const { t } = useTranslation()
  return (bytes) => {
    const { num, unit } = fileSizeParts(bytes)
    return t(`settings_profile.size`, { num, unit })
  }
}
