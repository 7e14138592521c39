import './messages'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { buttonClass, Button } from '../../ui/Button'
import { Page } from '../../ui/Page'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { ListCreateForm } from './ListCreateForm'
import { loadLists, useLists, useListsPolling } from './store'
import { listTitle } from './texts'
import styles from './Lists.module.css'

const CREATE_FORM_ID = 'list-create-form'

/**
 * The lists page: the user's lists newest first, each opening
 * its timeline and with an edit link, and a New list button that opens the
 * create form in place, above the lists.
 */
export default function ListsPage() {
  const { t } = useTranslation()
  const phase = useLists((s) => s.phase)
  const lists = useLists((s) => s.lists)
  const ownerId = useLists((s) => s.ownerId)
  const [creating, setCreating] = useState(false)
  const newButton = useRef<HTMLButtonElement>(null)
  useDocumentTitle(t('lists.title'))
  useListsPolling()

  // Fresh on every visit: lists change on other devices too.
  useEffect(() => {
    void loadLists()
  }, [ownerId])

  const closeForm = () => {
    setCreating(false)
    newButton.current?.focus()
  }

  return (
    <Page
      titleId="lists-title"
      title={t('lists.title')}
      clip={false}
      headerClassName={styles.header}
      titleClassName={styles.title}
      actions={
        <Button
          ref={newButton}
          variant={creating ? 'default' : 'primary'}
          size="small"
          aria-expanded={creating}
          aria-controls={creating ? CREATE_FORM_ID : undefined}
          onClick={() => (creating ? closeForm() : setCreating(true))}
        >
          {t('lists.new')}
        </Button>
      }
    >
      {creating && <ListCreateForm id={CREATE_FORM_ID} onCancel={closeForm} />}
      {phase === 'error' ? (
        <AsyncErrorPanel message={t('lists.load_error')} onRetry={() => void loadLists()} />
      ) : phase !== 'ready' ? (
        <LoadingPanel />
      ) : lists.length === 0 ? (
        <p className={styles.empty}>{t('lists.empty')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="lists-title">
          {lists.map((list) => {
            const title = listTitle(t, list.title)
            const path = `/lists/${encodeURIComponent(list.id)}`
            return (
              <li key={list.id} className={styles.item}>
                <Link to={path} className={styles.listLink}>
                  {title}
                </Link>
                <Link
                  to={`${path}/edit`}
                  className={buttonClass('default', 'small')}
                  aria-label={t('lists.edit_label', { title })}
                >
                  {t('lists.edit')}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </Page>
  )
}
