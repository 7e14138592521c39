import { useId } from 'react'
import { useTranslation } from '../../../i18n/react'
import type { ShadowLayer } from '../../../theme/types'
import { Button } from '../../../ui/Button'
import { NEW_SHADOW_LAYER, shadowToCss } from './editorModel'
import { ColorField, NumberField } from './fields'
import section from '../SettingsSection.module.css'
import styles from './ThemeEditor.module.css'

const M = 'settings_theme'

const GEOMETRY = ['x', 'y', 'blur', 'spread'] as const

interface ShadowEditorProps {
  /** What the slot is called, for every control's name. */
  slotLabel: string
  layers: readonly ShadowLayer[]
  onChange: (layers: ShadowLayer[]) => void
}

/** The layers of one box shadow: offsets, blur, spread, colour, alpha, inset; add and remove. */
export function ShadowEditor({ slotLabel, layers, onChange }: ShadowEditorProps) {
  const { t } = useTranslation()
  const cssId = useId()
  const change = (index: number, patch: Partial<ShadowLayer>) =>
    onChange(layers.map((layer, i) => (i === index ? { ...layer, ...patch } : layer)))
  return (
    <div className={styles.shadow}>
      <p className={styles.cssLine}>
        <span id={cssId}>{t(`${M}.shadow_css`)}</span>{' '}
        <code aria-labelledby={cssId}>{shadowToCss(layers)}</code>
      </p>
      {layers.length === 0 && <p className={section.hint}>{t(`${M}.shadow_none`)}</p>}
      <ol className={styles.layers}>
        {layers.map((layer, index) => {
          const layerName = t(`${M}.shadow_layer`, { n: index + 1, slot: slotLabel })
          return (
            <li key={index}>
              <fieldset className={styles.layer}>
                <legend>{layerName}</legend>
                {GEOMETRY.map((key) => (
                  <NumberField
                    key={key}
                    label={t(`${M}.shadow_${key}`)}
                    value={layer[key]}
                    min={key === 'blur' ? 0 : -100}
                    max={100}
                    step={1}
                    unit="px"
                    onChange={(value) => change(index, { [key]: value })}
                  />
                ))}
                <ColorField
                  label={t(`${M}.shadow_color`)}
                  value={layer.color}
                  onChange={(color) => change(index, { color })}
                />
                <NumberField
                  label={t(`${M}.shadow_alpha`)}
                  value={layer.alpha}
                  min={0}
                  max={1}
                  step={0.05}
                  slider
                  onChange={(alpha) => change(index, { alpha })}
                />
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={layer.inset}
                    onChange={(e) => change(index, { inset: e.target.checked })}
                  />
                  <span>{t(`${M}.shadow_inset`)}</span>
                </label>
                <div className={section.controls}>
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => onChange(layers.filter((_, i) => i !== index))}
                  >
                    {t(`${M}.shadow_remove`)}
                    <span className="visually-hidden">{` (${layerName})`}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <Button size="small" onClick={() => onChange([...layers, { ...NEW_SHADOW_LAYER }])}>
        {t(`${M}.shadow_add`)}
      </Button>
    </div>
  )
}
