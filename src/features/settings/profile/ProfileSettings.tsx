import { useEffect } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useFeature } from '../../../store/serverFeatures'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { MascotSection } from './MascotSection'
import { loadProfile, useProfileSettings } from './profileStore'
import section from '../SettingsSection.module.css'
import { AboutSection } from './AboutSection'
import { ImagesSection } from './ImagesSection'
import { OptionsSection } from './OptionsSection'
import styles from './ProfileSettings.module.css'
import { M } from './messageKey'

/**
 * The Profile tab: name and bio with suggestions, profile
 * fields, avatar (cropped square), banner and background, the mascot where
 * the server has Pleroma's API, and the account options.
 */
export function ProfileSettings() {
  const { t } = useTranslation()
  const phase = useProfileSettings((s) => s.phase)
  const profile = useProfileSettings((s) => s.profile)
  const pleromaApi = useFeature('pleromaApi')

  // Fresh on every visit: another app may have changed the profile.
  useEffect(() => {
    void loadProfile()
  }, [])

  if (!profile) {
    return phase === 'error' ? (
      <div className={section.row} role="alert">
        <span>{t(`${M}.load_error`)}</span>
        <Button size="small" onClick={() => void loadProfile()}>
          {t(`${M}.retry`)}
        </Button>
      </div>
    ) : (
      <p className={styles.progress} role="status">
        <Spinner />
        {t(`${M}.loading`)}
      </p>
    )
  }
  return (
    <div className={styles.tab}>
      <AboutSection key={profile.account.id} profile={profile} />
      <ImagesSection profile={profile} />
      {pleromaApi && <MascotSection />}
      <OptionsSection profile={profile} />
    </div>
  )
}
