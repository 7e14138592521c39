import { useId, type ReactNode, type Ref } from 'react'
import section from './SettingsSection.module.css'

interface SettingsSectionProps {
  title: string
  /** A line under the title about what the section does. */
  hint?: string
  children: ReactNode
  ref?: Ref<HTMLElement>
}

/** One section of a settings tab, named by its heading, so every section looks alike. */
export function SettingsSection({ title, hint, children, ref }: SettingsSectionProps) {
  const headingId = useId()
  return (
    <section ref={ref} className={section.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={section.sectionTitle}>
        {title}
      </h3>
      {hint && <p className={section.hint}>{hint}</p>}
      {children}
    </section>
  )
}
