import { useRef, useState } from 'react'
import { SAVE_NOTICE_TIMEOUT } from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { pushNotice } from '../../../store/notices'
import type { ThemeSource } from '../../../theme/types'
import { Button } from '../../../ui/Button'
import { downloadJson } from '../download'
import { readThemeText, themeFileText } from './themeFile'
import section from '../SettingsSection.module.css'
import styles from './ThemeEditor.module.css'
import { M } from './messageKey'
import { SettingsSection } from '../SettingsSection'

export function ThemeFiles({
  source,
  fileName,
  onImport,
}: {
  source: ThemeSource
  fileName: string
  onImport: (source: ThemeSource) => void
}) {
  const { t } = useTranslation()
  const fileRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const importFile = async (file: File) => {
    const read = readThemeText(await file.text())
    if (!read.ok) {
      const message = t(`${M}.file_errors.${read.problem}`)
      setProblem(message)
      return
    }
    setProblem(null)
    onImport(read.source)
    pushNotice(`${M}.imported`, { level: 'success', timeout: SAVE_NOTICE_TIMEOUT })
  }
  return (
    <SettingsSection title={t(`${M}.files_title`)} hint={t(`${M}.files_hint`)}>
      <div className={section.controls}>
        <Button onClick={() => downloadJson(themeFileText(source), fileName)}>
          {t(`${M}.export`)}
        </Button>
        <Button onClick={() => fileRef.current?.click()}>{t(`${M}.import`)}</Button>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t(`${M}.import_file_label`)}
          onChange={(e) => {
            const file = e.target.files?.[0]
            // The same file can be chosen again after a fix.
            e.target.value = ''
            if (file) void importFile(file)
          }}
        />
      </div>
      {problem && (
        <p role="alert" className={styles.fileProblem}>
          {problem}
        </p>
      )}
    </SettingsSection>
  )
}
