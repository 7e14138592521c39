import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/react'
import { COLOR_SLOTS, contrastPairs } from '../../../theme/model'
import {
  DEFAULT_OPACITY,
  DEFAULT_RADII,
  FONT_SLOTS,
  SHADOW_SLOTS,
  type OpacitySlot,
  type RadiusSlot,
  type ResolvedTheme,
  type ShadowSlot,
  type ThemeSource,
} from '../../../theme/types'
import { Button } from '../../../ui/Button'
import { advancedColorGroups, COMMON_COLORS, isOverridden, type SlotEdit } from './editorModel'
import { ColorField, ContrastBadge, NumberField, type Pair } from './fields'
import { ShadowEditor } from './ShadowEditor'
import section from '../SettingsSection.module.css'
import styles from './ThemeEditor.module.css'
import { M } from './messageKey'

export const EDITOR_TABS = ['colors', 'advanced', 'opacity', 'radii', 'shadows', 'fonts'] as const
export type EditorTab = (typeof EDITOR_TABS)[number]

export interface EditorPartsProps {
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
          className={section.select}
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

export const PARTS: Record<EditorTab, (props: EditorPartsProps) => ReactNode> = {
  colors: ColorsPart,
  advanced: AdvancedPart,
  opacity: OpacityPart,
  radii: RadiiPart,
  shadows: ShadowsPart,
  fonts: FontsPart,
}
