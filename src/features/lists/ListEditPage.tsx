import './messages'
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { deleteList, fetchListAccounts, getList, type UserList } from '../../api/endpoints/lists'
import { ApiError } from '../../api/errors'
import { api } from '../../api/client'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { Page } from '../../ui/Page'
import { ConfirmModal } from '../../ui/Modal'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { saveListChanges } from './actions'
import { ListFields, ListSubmit, useListForm } from './ListFields'
import { listRemoved, listUpdated } from './store'
import { errorText, failureDetails, listTitle } from './texts'
import styles from './Lists.module.css'

type Loaded =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'ready'; list: UserList; members: Account[] }

const timelinePath = (id: string) => `/lists/${encodeURIComponent(id)}`

/**
 * The list edit page: title, members, Save, Delete and
 * Back. Saving sends the title when it changed and only the members added
 * and removed, then opens the list's timeline.
 */
export default function ListEditPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const [attempt, setAttempt] = useState(0)
  // Each answer is filed under the request it answers, so a new id or a
  // retry shows the spinner until its own answer comes.
  const request = `${id}\n${attempt}`
  const [answer, setAnswer] = useState<{ request: string; loaded: Loaded } | null>(null)
  const loaded: Loaded = answer?.request === request ? answer.loaded : { status: 'loading' }
  useDocumentTitle(t('lists.edit_heading'))

  useEffect(() => {
    let live = true
    Promise.all([getList(api(), id), fetchListAccounts(api(), id)]).then(
      ([list, members]) => {
        if (live) setAnswer({ request, loaded: { status: 'ready', list, members } })
      },
      (error: unknown) => {
        if (!live) return
        console.warn('Could not load the list', error)
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 403)
        setAnswer({ request, loaded: { status: missing ? 'notFound' : 'error' } })
      },
    )
    return () => {
      live = false
    }
  }, [id, request])

  if (loaded.status === 'ready')
    return <ListEditor key={id} list={loaded.list} initialMembers={loaded.members} />

  const notFound = loaded.status === 'notFound'
  return (
    <Page
      titleId="list-edit-title"
      title={notFound ? t('lists.not_found_title') : t('lists.edit_heading')}
      clip={false}
      headerClassName={styles.header}
      titleClassName={styles.title}
    >
      {notFound ? (
        <div className={styles.form}>
          <p>{t('lists.not_found')}</p>
          <p>
            <Link to="/lists">{t('lists.to_lists')}</Link>
          </p>
        </div>
      ) : loaded.status === 'error' ? (
        <AsyncErrorPanel
          message={t('lists.edit_load_error')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : (
        <LoadingPanel />
      )}
    </Page>
  )
}

function ListEditor({ list, initialMembers }: { list: UserList; initialMembers: Account[] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useListForm(list.title, initialMembers)
  const { title, members, busy } = form
  // What the server holds: a save that partly fails moves it, so trying
  // again sends only what is still missing.
  const [saved, setSaved] = useState({
    title: list.title,
    ids: initialMembers.map((m) => m.id),
  })
  const [confirming, setConfirming] = useState(false)

  const save = async (e: FormEvent) => {
    e.preventDefault()
    if (!form.canSend) return
    form.sending()
    const result = await saveListChanges(api(), {
      id: list.id,
      title,
      originalTitle: saved.title,
      originalIds: saved.ids,
      memberIds: members.map((m) => m.id),
    })
    if (result.list === null) {
      console.warn('Could not save the list title', result.titleError)
      form.failed(errorText(t, 'lists.save_title_error', result.titleError))
      return
    }
    listUpdated(result.list)
    setSaved({ title: result.list.title, ids: result.memberIds })
    const problems: string[] = []
    if (result.failedAdds.length > 0)
      problems.push(
        t('lists.save_members_error', { details: failureDetails(t, result.failedAdds, members) }),
      )
    if (result.removeError)
      problems.push(
        result.removeError.reason
          ? t('lists.save_remove_error_reason', { reason: result.removeError.reason })
          : t('lists.save_remove_error'),
      )
    if (problems.length > 0) {
      form.failed(problems.join(' '))
      return
    }
    void navigate(timelinePath(list.id))
  }

  const remove = async () => {
    setConfirming(false)
    form.sending()
    try {
      await deleteList(api(), list.id)
    } catch (err) {
      // Already gone (deleted elsewhere): the wish is fulfilled.
      if (!(err instanceof ApiError && err.status === 404)) {
        console.warn('Could not delete the list', err)
        form.failed(errorText(t, 'lists.delete_error', err))
        return
      }
    }
    listRemoved(list.id)
    void navigate('/lists')
  }

  return (
    <Page
      titleId="list-edit-title"
      title={t('lists.edit_heading')}
      clip={false}
      headerClassName={styles.header}
      titleClassName={styles.title}
      actions={
        <Link to="/lists" className={styles.back}>
          {t('lists.back')}
        </Link>
      }
    >
      <form
        className={styles.form}
        aria-labelledby="list-edit-title"
        onSubmit={(e) => void save(e)}
      >
        <ListFields {...form.fields} />
        <div className={styles.actions}>
          <Button
            variant="danger"
            className={styles.start}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('lists.delete')}
          </Button>
          <ListSubmit busy={busy} title={title} label={t('lists.save')} />
        </div>
      </form>
      <ConfirmModal
        open={confirming}
        title={t('lists.delete_confirm_title')}
        text={t('lists.delete_confirm_text', { title: listTitle(t, saved.title) })}
        confirmLabel={t('lists.delete_confirm')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  )
}
