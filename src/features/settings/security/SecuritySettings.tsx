import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import section from '../SettingsSection.module.css'
import { AliasesSection, DeleteSection, MoveSection } from './AccountSections'
import { EmailSection, PasswordSection } from './CredentialsSections'
import styles from './Security.module.css'
import { TokensSection } from './TokensSection'
import { TwoFactorSection } from './TwoFactorSection'

/**
 * The Security tab: Pleroma's account security calls where
 * the server has them; on GoToSocial, only its own password change. What a
 * server lacks is not shown.
 */
export function SecuritySettings() {
  const { t } = useTranslation()
  const pleroma = useFeature('accountSecurity')
  const gotosocialPassword = useFeature('userPasswordChange')
  return (
    <div className={styles.tab}>
      <p className={section.hint}>{t('settings_security.intro')}</p>
      {pleroma && <EmailSection />}
      {(pleroma || gotosocialPassword) && (
        <PasswordSection api={pleroma ? 'pleroma' : 'gotosocial'} />
      )}
      {pleroma && (
        <>
          <TokensSection />
          <TwoFactorSection />
          <AliasesSection />
          <MoveSection />
          <DeleteSection />
        </>
      )}
    </div>
  )
}
