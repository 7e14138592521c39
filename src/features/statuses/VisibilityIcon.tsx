import { useTranslation } from '../../i18n/react'
import type { Visibility } from '../../api/types'
import { EnvelopeIcon, GlobeIcon, LockIcon, UnlockIcon, UsersIcon } from '../../ui/icons'

const ICONS: Record<Visibility, () => React.ReactElement> = {
  public: GlobeIcon,
  unlisted: UnlockIcon,
  private: LockIcon,
  direct: EnvelopeIcon,
  local: UsersIcon,
}

export function VisibilityIcon({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation()
  const Icon = ICONS[visibility]
  const label = t(`timeline.visibility.${visibility}`)
  return (
    <span role="img" aria-label={label} title={label}>
      <Icon />
    </span>
  )
}
