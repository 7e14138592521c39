import './messages'
import { useRef } from 'react'
import { NOTICE_TIMEOUT, SAVE_NOTICE_TIMEOUT } from '../../../config/constants'
import { useTranslation } from '../../../i18n/react'
import { pushNotice } from '../../../store/notices'
import { Menu } from '../../../ui/Menu'
import { useMenuButton } from '../../../ui/useMenuButton'
import { usePreferences } from '../../../store/preferences'
import { downloadJson } from '../download'
import { backupFileName, buildBackup, readBackup } from './backupFile'
import { applyPreferences } from './preferenceData'
import styles from './BackupMenu.module.css'

async function backUp(withTheme: boolean): Promise<void> {
  const { prefs } = usePreferences.getState()
  // The theme model loads only for a backup that carries the theme.
  const theme = withTheme ? (await import('../theme/backup')).themeForBackup() : undefined
  downloadJson(buildBackup(prefs, { theme }), backupFileName(withTheme, new Date()))
}

const isJsonFile = (file: File) =>
  file.name.toLowerCase().endsWith('.json') || file.type === 'application/json'

/** Restores the preferences of a backup file, saying how it went. */
export async function restoreFromFile(file: File): Promise<void> {
  if (!isJsonFile(file)) {
    pushNotice('settings_backup.not_json', { level: 'error', timeout: NOTICE_TIMEOUT })
    return
  }
  const outcome = readBackup(await file.text())
  if (!outcome.ok) {
    pushNotice(outcome.messageKey, { args: outcome.args, level: 'error', timeout: NOTICE_TIMEOUT })
    return
  }
  if (outcome.warning) {
    pushNotice(`settings_backup.errors.${outcome.warning.key}`, {
      args: outcome.warning.args,
      level: 'warning',
      timeout: NOTICE_TIMEOUT,
    })
  }
  applyPreferences(outcome.preferences)
  if (outcome.theme !== undefined) {
    const problem = await (await import('../theme/backup')).restoreThemeFromBackup(outcome.theme)
    if (problem) {
      pushNotice(`settings_theme.file_errors.${problem}`, {
        level: 'warning',
        timeout: NOTICE_TIMEOUT,
      })
    }
  }
  pushNotice('settings_backup.restored', { level: 'success', timeout: SAVE_NOTICE_TIMEOUT })
}

type MenuAction = 'backup' | 'backupWithTheme' | 'restore'

/** The menu's items in order, each with its words. */
const MENU_ITEMS: readonly (readonly [MenuAction, string])[] = [
  ['backup', 'settings_backup.backup'],
  ['backupWithTheme', 'settings_backup.backup_with_theme'],
  ['restore', 'settings_backup.restore'],
]

/**
 * The settings modal's backup menu: back up the
 * settings to a .json file, with or without the theme, or restore them from
 * one. A WAI-ARIA menu button; open to everyone, guests too.
 */
export default function BackupMenu() {
  const { t } = useTranslation()
  const { open, close, wrapRef, buttonProps, menuProps } = useMenuButton()
  const fileRef = useRef<HTMLInputElement>(null)

  const choose = (action: MenuAction) => {
    close(true)
    if (action === 'restore') fileRef.current?.click()
    else void backUp(action === 'backupWithTheme')
  }

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button {...buttonProps} className={styles.button}>
        {t('settings_backup.menu')}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open && (
        <Menu {...menuProps} className={styles.menu}>
          {MENU_ITEMS.map(([action, labelKey]) => (
            <button
              key={action}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => choose(action)}
            >
              {t(labelKey)}
            </button>
          ))}
        </Menu>
      )}
      <input
        ref={fileRef}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('settings_backup.restore_file_label')}
        onChange={(e) => {
          const file = e.target.files?.[0]
          // The same file can be chosen again after a fix.
          e.target.value = ''
          if (file) void restoreFromFile(file)
        }}
      />
    </div>
  )
}
