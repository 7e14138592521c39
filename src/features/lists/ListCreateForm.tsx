import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { api } from '../../api/client'
import { useTranslation } from '../../i18n/react'
import { pushNotice } from '../../store/notices'
import { Button } from '../../ui/Button'
import { createListWithMembers } from './actions'
import { ListFields, ListSubmit, useListForm } from './ListFields'
import { listCreated } from './store'
import { errorText, failureDetails } from './texts'
import styles from './Lists.module.css'

/**
 * The create form of the lists page: title, members, Create.
 * Creating makes the list, adds the members, then opens its timeline. A
 * refusal keeps everything typed; members the server would not take are
 * named in a notice (the list exists by then).
 */
export function ListCreateForm({ id, onCancel }: { id: string; onCancel: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const headingId = useId()
  const titleInput = useRef<HTMLInputElement>(null)
  const form = useListForm('', [])
  const { title, members, busy } = form

  useEffect(() => titleInput.current?.focus(), [])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!form.canSend) return
    form.sending()
    try {
      const { list, failed } = await createListWithMembers(
        api(),
        title,
        members.map((m) => m.id),
      )
      listCreated(list)
      if (failed.length > 0) {
        pushNotice('lists.members_not_added', {
          args: { title: list.title, details: failureDetails(t, failed, members) },
          level: 'warning',
          timeout: null,
        })
      }
      void navigate(`/lists/${encodeURIComponent(list.id)}`)
    } catch (err) {
      console.warn('Could not create the list', err)
      form.failed(errorText(t, 'lists.create_error', err))
    }
  }

  return (
    <form
      id={id}
      className={`${styles.form} ${styles.createForm}`}
      aria-labelledby={headingId}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={headingId} className={styles.formTitle}>
        {t('lists.create_heading')}
      </h2>
      <ListFields {...form.fields} titleRef={titleInput} />
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={busy}>
          {t('general.cancel')}
        </Button>
        <ListSubmit busy={busy} title={title} label={t('lists.create')} />
      </div>
    </form>
  )
}
