import { Fragment } from 'react'
import { useTranslation } from '../../i18n/react'
import { Modal } from '../../ui/Modal'
import { HELP_GROUPS } from './keymap'
import styles from './ShortcutsHelp.module.css'

/** One key or a `g h` sequence, each key in its own <kbd>. */
function Keys({ keys }: { keys: string }) {
  const { t } = useTranslation()
  const parts = keys.split(' ')
  return (
    <kbd className={styles.keys}>
      {parts.map((key, i) => (
        <Fragment key={key + i}>
          {i > 0 && <span className={styles.then}> {t('keyboard.then')} </span>}
          <kbd className={styles.key}>{key}</kbd>
        </Fragment>
      ))}
    </kbd>
  )
}

/** The help dialog of `?`: every shortcut, grouped, in a table per group. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal open={open} title={t('keyboard.help_title')} onClose={onClose} className={styles.dialog}>
      <p className={styles.intro}>{t('keyboard.help_intro')}</p>
      <div className={styles.groups}>
        {HELP_GROUPS.map(({ group, rows }) => (
          <table key={group} className={styles.table}>
            <caption className={styles.caption}>{t(`keyboard.groups.${group}`)}</caption>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">{t('keyboard.key_column')}</th>
                <th scope="col">{t('keyboard.action_column')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.action}>
                  <td className={styles.keyCell}>
                    {row.keys.map((keys, i) => (
                      <Fragment key={keys}>
                        {i > 0 && ' / '}
                        <Keys keys={keys} />
                      </Fragment>
                    ))}
                  </td>
                  <td>{t(`keyboard.actions.${row.action}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </Modal>
  )
}
