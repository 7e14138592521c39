import { useId, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from '../../../i18n/react'
import { generateTheme, sourceForChoice } from '../../../theme/model'
import { ThemeGenerationError, type ResolvedTheme, type ThemeSource } from '../../../theme/types'
import { Button } from '../../../ui/Button'
import { TabList, tabId, tabPanelId } from '../../../ui/TabList'
import {
  applyEdit,
  basePresetId,
  EMPTY_SOURCE,
  editedChoice,
  KEEP_NONE,
  resetChoice,
  themeFileName,
  type KeepFlags,
  type SlotEdit,
} from './editorModel'
import { useThemeEngine } from './engine'
import section from '../SettingsSection.module.css'
import { EDITOR_TABS, PARTS, type EditorTab } from './ThemeParts'
import { KeepBoxes, Picker, usePresetName } from './ThemePicker'
import { Preview } from './ThemePreview'
import { ThemeFiles } from './ThemeFiles'
import styles from './ThemeEditor.module.css'
import { M } from './messageKey'
import { SettingsSection } from '../SettingsSection'

const darkQuery = () =>
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null

function subscribeScheme(onChange: () => void): () => void {
  const query = darkQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Whether the system asks for dark colours, following its changes. */
function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribeScheme, () => darkQuery()?.matches ?? true)
}

type Generated = { theme: ResolvedTheme; error: null } | { theme: null; error: string }

function generate(source: ThemeSource): Generated {
  try {
    return { theme: generateTheme(source), error: null }
  } catch (error) {
    if (error instanceof ThemeGenerationError) return { theme: null, error: error.slot }
    throw error
  }
}

/**
 * The theme tab: pick a theme, edit its colours,
 * opacities, radii, shadows and fonts with the page following every change,
 * see each text colour's contrast, and carry themes in files.
 */
export function ThemeEditor() {
  const { t } = useTranslation()
  const { choice, presets, instanceDefault, error, setChoice } = useThemeEngine()
  const prefersDark = usePrefersDark()
  const [keep, setKeep] = useState<KeepFlags>(KEEP_NONE)
  const [tab, setTab] = useState<EditorTab>('colors')
  const idBase = useId()
  const presetName = usePresetName()

  const source = useMemo(() => {
    try {
      return sourceForChoice(choice, presets, instanceDefault, prefersDark)
    } catch {
      // A choice naming a theme no longer offered falls back like the engine does.
      return presets[0]?.source ?? EMPTY_SOURCE
    }
  }, [choice, presets, instanceDefault, prefersDark])
  const generated = useMemo(() => generate(source), [source])

  const edit = (change: SlotEdit) =>
    setChoice(editedChoice(choice, source, (s) => applyEdit(s, change), prefersDark))
  const base = presets.find((p) => p.id === basePresetId(choice))
  const fileName = themeFileName(base ? presetName(base) : 'custom', new Date())
  const Part = PARTS[tab]

  return (
    <div className={styles.editor}>
      <SettingsSection title={t(`${M}.pick_title`)}>
        <Picker
          choice={choice}
          presets={presets}
          source={source}
          keep={keep}
          prefersDark={prefersDark}
          setChoice={setChoice}
        />
        {error && (
          <p role="alert" className={styles.fileProblem}>
            {t(`${M}.apply_error`)}
          </p>
        )}
        <KeepBoxes keep={keep} setKeep={setKeep} />
        <div className={section.controls}>
          <Button
            disabled={choice.kind !== 'custom'}
            onClick={() => setChoice(resetChoice(choice))}
          >
            {t(`${M}.reset`)}
          </Button>
        </div>
      </SettingsSection>
      <Preview />
      <SettingsSection title={t(`${M}.edit_title`)}>
        <TabList
          tabs={EDITOR_TABS}
          selected={tab}
          onSelect={setTab}
          label={t(`${M}.edit_parts`)}
          idBase={idBase}
          className={styles.tabs}
          tabClassName={styles.tab}
        >
          {(key) => t(`${M}.tab_${key}`)}
        </TabList>
        <div
          role="tabpanel"
          id={tabPanelId(idBase)}
          aria-labelledby={tabId(idBase, tab)}
          className={styles.tabPanel}
        >
          {generated.theme ? (
            <Part source={source} theme={generated.theme} edit={edit} />
          ) : (
            <div role="alert" className={styles.fileProblem}>
              <p>{t(`${M}.generation_error`, { slot: generated.error })}</p>
              <Button onClick={() => setChoice(resetChoice(choice))}>{t(`${M}.reset`)}</Button>
            </div>
          )}
        </div>
      </SettingsSection>
      <ThemeFiles
        source={source}
        fileName={fileName}
        onImport={(imported) =>
          setChoice({ kind: 'custom', basedOn: basePresetId(choice), source: imported })
        }
      />
    </div>
  )
}
