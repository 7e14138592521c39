import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { fileSizeParts } from '../../ui/fileSize'
import { Panel } from '../../ui/Panel'

/**
 * Features panel: in the sidebar for anonymous visitors only, on
 * the about page for everyone; always only when the instance shows it.
 */
export function FeaturesPanel({ forEveryone = false }: { forEveryone?: boolean }) {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const loggedIn = useSession((s) => s.currentUserId !== null)
  if (!instance || (loggedIn && !forEveryone) || !instance.showFeaturesPanel) return null
  const upload = fileSizeParts(instance.uploadlimit.general)
  return (
    <Panel title={t('features_panel.title')}>
      <ul>
        {instance.features.suggestions && <li>{t('features_panel.who_to_follow')}</li>}
        {instance.mediaProxyAvailable && <li>{t('features_panel.media_proxy')}</li>}
        <li>{t('features_panel.scope_options')}</li>
        <li>{t('features_panel.text_limit', { limit: instance.textlimit })}</li>
        <li>{t('features_panel.upload_limit', { num: upload.num, unit: upload.unit })}</li>
      </ul>
    </Panel>
  )
}
