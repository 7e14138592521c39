import { useTranslation } from '../i18n/react'
import { Link } from 'react-router'
import { Panel } from './Panel'
import { useDocumentTitle } from './useDocumentTitle'

export function NotFoundPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('general.not_found_title'))
  return (
    <Panel title={t('general.not_found_title')} level={2}>
      <p>{t('general.not_found_text')}</p>
      <p>
        <Link to="/">{t('general.go_home')}</Link>
      </p>
    </Panel>
  )
}
