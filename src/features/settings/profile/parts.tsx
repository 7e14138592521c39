import { useId, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import { fileSizeParts } from '../../../ui/fileSize'
import section from '../SettingsSection.module.css'

/** Small pieces the Profile tab's sections share. */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={section.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  )
}

export function useSizeText(): (bytes: number) => string {
  const { t } = useTranslation()
  return (bytes) => {
    const { num, unit } = fileSizeParts(bytes)
    return t(`settings_profile.size`, { num, unit })
  }
}
