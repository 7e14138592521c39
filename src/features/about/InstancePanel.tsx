import { useTranslation } from '../../i18n/react'
import { usePreferences } from '../../store/preferences'
import { RichContent } from '../../ui/richContent/RichContent'
import { useSession } from '../../store/session'
import { Panel } from '../../ui/Panel'

/** Administrator-supplied HTML (sanitized like any server HTML). */
export function InstancePanel() {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const hidden = usePreferences((s) => s.prefs.hideISP)
  if (!instance?.showInstanceSpecificPanel || !instance.instanceSpecificPanelContent || hidden)
    return null
  return (
    <Panel label={t('nav.instance_panel')}>
      <RichContent html={instance.instanceSpecificPanelContent} />
    </Panel>
  )
}
