import { useId, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { Link } from 'react-router'
import { SAVE_NOTICE_TIMEOUT } from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { pushNotice } from '../../../store/notices'
import { COLOR_SLOTS, contrastPairs, generateTheme, sourceForChoice } from '../../../theme/model'
import {
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  FONT_SLOTS,
  SHADOW_SLOTS,
  ThemeGenerationError,
  type OpacitySlot,
  type RadiusSlot,
  type ResolvedTheme,
  type ShadowSlot,
  type ThemeChoice,
  type ThemePreset,
  type ThemeSource,
} from '../../../theme/types'
import { Button } from '../../../ui/Button'
import { TabList, tabId, tabPanelId } from '../../../ui/TabList'
import section from '../SettingsSection.module.css'
import {
  advancedColorGroups,
  applyEdit,
  basePresetId,
  choosePreset,
  COMMON_COLORS,
  EMPTY_SOURCE,
  editedChoice,
  isOverridden,
  KEEP_NONE,
  resetChoice,
  THEME_PARTS,
  themeFileName,
  type KeepFlags,
  type SlotEdit,
} from './editorModel'
import { useThemeEngine } from './engine'
import { ColorField, ContrastBadge, NumberField, type Pair } from './fields'
import { ShadowEditor } from './ShadowEditor'
import { downloadJson, readThemeText, themeFileText } from './themeFile'
import styles from './ThemeEditor.module.css'

const M = 'settings_theme'

const EDITOR_TABS = ['colors', 'advanced', 'opacity', 'radii', 'shadows', 'fonts'] as const
type EditorTab = (typeof EDITOR_TABS)[number]

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

/** The value of the picker for a choice. */
function pickerValue(choice: ThemeChoice): string {
  switch (choice.kind) {
    case 'instance':
      return 'instance'
    case 'system':
      return 'system'
    case 'preset':
      return `preset:${choice.id}`
    case 'custom':
      return 'custom'
  }
}

function usePresetName() {
  const { t } = useTranslation()
  return (preset: ThemePreset) =>
    preset.origin === 'builtin'
      ? t(`${M}.preset.${preset.id}`, { defaultValue: preset.name })
      : preset.name
}

function PresetOptions({ presets }: { presets: readonly ThemePreset[] }) {
  const { t } = useTranslation()
  const name = usePresetName()
  const groups = [
    ['builtin', t(`${M}.builtin_group`)],
    ['instance', t(`${M}.instance_group`)],
  ] as const
  return groups.map(([origin, label]) => {
    const list = presets.filter((p) => p.origin === origin)
    return list.length === 0 ? null : (
      <optgroup key={origin} label={label}>
        {list.map((preset) => (
          <option key={preset.id} value={`preset:${preset.id}`}>
            {name(preset)}
          </option>
        ))}
      </optgroup>
    )
  })
}

interface PickerProps {
  choice: ThemeChoice
  presets: readonly ThemePreset[]
  source: ThemeSource
  keep: KeepFlags
  prefersDark: boolean
  setChoice: (choice: ThemeChoice) => void
}

function Picker({ choice, presets, source, keep, prefersDark, setChoice }: PickerProps) {
  const { t } = useTranslation()
  const name = usePresetName()
  const pickerId = useId()
  const lightId = useId()
  const darkId = useId()
  const base = presets.find((p) => p.id === basePresetId(choice))
  const byValue = (value: string) => presets.find((p) => `preset:${p.id}` === value)
  const pick = (value: string) => {
    if (value === 'instance') setChoice({ kind: 'instance' })
    else if (value === 'system') {
      const light = presets.find((p) => p.id === 'light') ?? presets[0]
      const dark = presets.find((p) => p.id === 'dark') ?? presets[0]
      if (light && dark) setChoice({ kind: 'system', light: light.id, dark: dark.id })
    } else {
      const preset = byValue(value)
      if (preset) setChoice(choosePreset(preset, source, keep))
    }
  }
  return (
    <>
      <div className={section.row}>
        <label htmlFor={pickerId} className={styles.label}>
          {t(`${M}.picker`)}
        </label>
        <select
          id={pickerId}
          className={styles.select}
          value={pickerValue(choice)}
          onChange={(e) => pick(e.target.value)}
        >
          <option value="instance">{t(`${M}.choice_instance`)}</option>
          <option value="system">{t(`${M}.choice_system`)}</option>
          {choice.kind === 'custom' && (
            <option value="custom">
              {base
                ? t(`${M}.choice_custom_based`, { name: name(base) })
                : t(`${M}.choice_custom_instance`)}
            </option>
          )}
          <PresetOptions presets={presets} />
        </select>
      </div>
      {choice.kind === 'system' && (
        <div className={styles.systemPicks}>
          <p className={section.hint}>
            {t(prefersDark ? `${M}.system_now_dark` : `${M}.system_now_light`)}
          </p>
          {(
            [
              ['light', lightId],
              ['dark', darkId],
            ] as const
          ).map(([scheme, id]) => (
            <div key={scheme} className={section.row}>
              <label htmlFor={id} className={styles.label}>
                {t(`${M}.system_${scheme}`)}
              </label>
              <select
                id={id}
                className={styles.select}
                value={`preset:${choice[scheme]}`}
                onChange={(e) => {
                  const preset = byValue(e.target.value)
                  if (preset) setChoice({ ...choice, [scheme]: preset.id })
                }}
              >
                <PresetOptions presets={presets} />
              </select>
            </div>
          ))}
        </div>
      )}
    </>
  )
}

function KeepBoxes({ keep, setKeep }: { keep: KeepFlags; setKeep: (keep: KeepFlags) => void }) {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <fieldset className={styles.keep} aria-describedby={hintId}>
      <legend className={styles.legend}>{t(`${M}.keep_legend`)}</legend>
      <p id={hintId} className={section.hint}>
        {t(`${M}.keep_hint`)}
      </p>
      <div className={styles.keepBoxes}>
        {THEME_PARTS.map((part) => (
          <label key={part} className={styles.check}>
            <input
              type="checkbox"
              checked={keep[part]}
              onChange={(e) => setKeep({ ...keep, [part]: e.target.checked })}
            />
            <span>{t(`${M}.keep_${part}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function ThemeFiles({
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
  const headingId = useId()
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
    <section className={section.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={section.sectionTitle}>
        {t(`${M}.files_title`)}
      </h3>
      <p className={section.hint}>{t(`${M}.files_hint`)}</p>
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
    </section>
  )
}

/** A sample of what the theme looks like: a post, a button, a field, an alert, a link, faint text. */
function Preview() {
  const { t } = useTranslation()
  const headingId = useId()
  const inputId = useId()
  const [liked, setLiked] = useState(false)
  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={section.sectionTitle}>
        {t(`${M}.preview_title`)}
      </h3>
      <div className={styles.preview}>
        <article className={styles.previewPost} aria-label={t(`${M}.preview_post_label`)}>
          <span className={styles.previewAvatar} aria-hidden="true">
            A
          </span>
          <div className={styles.previewBody}>
            <p className={styles.previewHeader}>
              <strong>{t(`${M}.preview_name`)}</strong>{' '}
              <span className={styles.faint}>{t(`${M}.preview_handle`)}</span>
            </p>
            <p className={styles.previewText}>
              {t(`${M}.preview_text`)} <Link to="/about">{t(`${M}.preview_link`)}</Link>
            </p>
            <p className={styles.faint}>{t(`${M}.preview_faint`)}</p>
            <div className={styles.previewActions}>
              <Button size="small" aria-pressed={liked} onClick={() => setLiked((v) => !v)}>
                {liked ? t(`${M}.preview_liked`) : t(`${M}.preview_like`)}
              </Button>
              <Button
                size="small"
                variant="primary"
                aria-pressed={liked}
                onClick={() => setLiked((v) => !v)}
              >
                {t(`${M}.preview_primary`)}
              </Button>
            </div>
          </div>
        </article>
        <div className={styles.previewForm}>
          <label htmlFor={inputId}>{t(`${M}.preview_input_label`)}</label>
          <input id={inputId} className={styles.previewInput} type="text" />
        </div>
        <p className={styles.previewAlert}>{t(`${M}.preview_alert`)}</p>
        <p className={styles.previewWarning}>{t(`${M}.preview_warning`)}</p>
      </div>
    </section>
  )
}

interface EditorPartsProps {
  source: ThemeSource
  theme: ResolvedTheme
  edit: (edit: SlotEdit) => void
}

function slotLabel(t: (key: string, o?: Record<string, unknown>) => string, slot: string) {
  return t(`${M}.slot.${slot}`, { defaultValue: t(`${M}.slot_generic`, { slot }) })
}

function ColorsPart({ theme, edit }: EditorPartsProps) {
  const { t } = useTranslation()
  const pairs: Pair[] = contrastPairs(theme)
  const pairLabel = (pair: Pair) => t(`${M}.on_background`, { name: slotLabel(t, pair.background) })
  return (
    <>
      <p className={section.hint}>{t(`${M}.colors_hint`)}</p>
      {COMMON_COLORS.map((slot) => (
        <ColorField
          key={slot}
          label={slotLabel(t, slot)}
          value={theme.colors[slot] ?? '#000000'}
          onChange={(value) => edit({ part: 'colors', slot, value })}
          pairs={pairs.filter((p) => p.text === slot)}
          pairLabel={pairLabel}
        />
      ))}
      <h4 className={styles.subTitle}>{t(`${M}.contrast_title`)}</h4>
      <p className={section.hint}>{t(`${M}.contrast_hint`)}</p>
      <ul className={styles.contrastList}>
        {pairs.map((pair) => (
          <li key={`${pair.text}/${pair.background}`}>
            <span className={styles.pairName}>
              {t(`${M}.pair`, {
                text: slotLabel(t, pair.text),
                background: slotLabel(t, pair.background),
              })}
            </span>
            <ContrastBadge pair={pair} />
          </li>
        ))}
      </ul>
    </>
  )
}

function AdvancedPart({ source, theme, edit }: EditorPartsProps) {
  const { t } = useTranslation()
  const pairs: Pair[] = contrastPairs(theme)
  const pairLabel = (pair: Pair) => t(`${M}.on_background`, { name: slotLabel(t, pair.background) })
  return (
    <>
      <p className={section.hint}>{t(`${M}.advanced_hint`)}</p>
      {advancedColorGroups(COLOR_SLOTS, Object.keys(theme.colors)).map(({ group, slots }) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.legend}>{t(`${M}.group.${group}`)}</legend>
          {slots.map((slot) => (
            <ColorField
              key={slot}
              label={slotLabel(t, slot)}
              value={theme.colors[slot] ?? '#000000'}
              onChange={(value) => edit({ part: 'colors', slot, value })}
              onReset={
                isOverridden(source, slot)
                  ? () => edit({ part: 'colors', slot, value: null })
                  : undefined
              }
              pairs={pairs.filter((p) => p.text === slot)}
              pairLabel={pairLabel}
            />
          ))}
        </fieldset>
      ))}
    </>
  )
}

function OpacityPart({ theme, edit }: EditorPartsProps) {
  const { t } = useTranslation()
  return (
    <>
      <p className={section.hint}>{t(`${M}.opacity_hint`)}</p>
      {(Object.keys(DEFAULT_OPACITY) as OpacitySlot[]).map((slot) => (
        <NumberField
          key={slot}
          label={t(`${M}.opacity.${slot}`)}
          value={theme.opacity[slot]}
          min={0}
          max={1}
          step={0.05}
          slider
          onChange={(value) => edit({ part: 'opacity', slot, value })}
        />
      ))}
    </>
  )
}

function RadiiPart({ theme, edit }: EditorPartsProps) {
  const { t } = useTranslation()
  return (
    <>
      <p className={section.hint}>{t(`${M}.radii_hint`)}</p>
      {(Object.keys(DEFAULT_RADII) as RadiusSlot[]).map((slot) => (
        <NumberField
          key={slot}
          label={t(`${M}.radius.${slot}`)}
          value={theme.radii[slot]}
          min={0}
          max={999}
          step={1}
          unit="px"
          onChange={(value) => edit({ part: 'radii', slot, value })}
        />
      ))}
    </>
  )
}

function ShadowsPart({ source, theme, edit }: EditorPartsProps) {
  const { t } = useTranslation()
  const [slot, setSlot] = useState<ShadowSlot>('panel')
  const id = useId()
  const label = t(`${M}.shadow.${slot}`)
  return (
    <>
      <p className={section.hint}>{t(`${M}.shadows_hint`)}</p>
      <div className={section.row}>
        <label htmlFor={id} className={styles.label}>
          {t(`${M}.shadow_slot`)}
        </label>
        <select
          id={id}
          className={styles.select}
          value={slot}
          onChange={(e) => setSlot(e.target.value as ShadowSlot)}
        >
          {SHADOW_SLOTS.map((s) => (
            <option key={s} value={s}>
              {t(`${M}.shadow.${s}`)}
            </option>
          ))}
        </select>
        {source.shadows[slot] !== undefined && (
          <Button
            size="small"
            variant="ghost"
            onClick={() => edit({ part: 'shadows', slot, value: null })}
          >
            {t(`${M}.shadow_reset`)}
          </Button>
        )}
      </div>
      <ShadowEditor
        slotLabel={label}
        layers={theme.shadows[slot]}
        onChange={(value) => edit({ part: 'shadows', slot, value })}
      />
    </>
  )
}

function FontsPart({ source, theme, edit }: EditorPartsProps) {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <>
      <p id={hintId} className={section.hint}>
        {t(`${M}.fonts_hint`)}
      </p>
      {FONT_SLOTS.map((slot) => (
        <FontField
          key={slot}
          label={t(`${M}.font.${slot}`)}
          hintId={hintId}
          value={source.fonts[slot] ?? ''}
          placeholder={theme.fonts[slot]}
          onChange={(value) => edit({ part: 'fonts', slot, value: value.trim() ? value : null })}
        />
      ))}
    </>
  )
}

function FontField(props: {
  label: string
  hintId: string
  value: string
  placeholder: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className={styles.fieldRow}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <input
        id={id}
        type="text"
        className={styles.font}
        value={props.value}
        placeholder={props.placeholder}
        aria-describedby={props.hintId}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  )
}

const PARTS: Record<EditorTab, (props: EditorPartsProps) => ReactNode> = {
  colors: ColorsPart,
  advanced: AdvancedPart,
  opacity: OpacityPart,
  radii: RadiiPart,
  shadows: ShadowsPart,
  fonts: FontsPart,
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
  const pickHeadingId = useId()
  const editHeadingId = useId()
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
      <section className={section.section} aria-labelledby={pickHeadingId}>
        <h3 id={pickHeadingId} className={section.sectionTitle}>
          {t(`${M}.pick_title`)}
        </h3>
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
      </section>
      <Preview />
      <section className={section.section} aria-labelledby={editHeadingId}>
        <h3 id={editHeadingId} className={section.sectionTitle}>
          {t(`${M}.edit_title`)}
        </h3>
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
      </section>
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
