import { useId, useState } from 'react'
import { freshKey } from './outboxKeys'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import * as outbox from './outbox'
import { isEditable, type OutboxItem } from './outboxMachine'
import { closeOutbox } from './outboxDialogStore'
import { deps, flushNow, useOutbox } from './outboxService'
import styles from './Offline.module.css'
import './messages'

/** The outbox: every post that waits, to read, change, cancel or send again. */
export default function OutboxDialog() {
  const { t } = useTranslation()
  const items = useOutbox((s) => s.items)
  return (
    <Modal open title={t('offline.outbox')} onClose={closeOutbox} className={styles.dialog}>
      {items.length === 0 ? (
        <p>{t('offline.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <OutboxEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Modal>
  )
}

function kindKey(item: OutboxItem): string {
  if (item.work.kind === 'edit') return 'offline.kind_edit'
  return item.work.replyToId ? 'offline.kind_reply' : 'offline.kind_post'
}

function OutboxEntry({ item }: { item: OutboxItem }) {
  const { t } = useTranslation()
  const owner = useOutbox((s) => s.owner)
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(item.work.params.status)
  const [spoiler, setSpoiler] = useState(item.work.params.spoiler_text ?? '')
  const headingId = useId()
  const textId = useId()
  const spoilerId = useId()
  const editable = isEditable(item)
  const state =
    item.state.name === 'failed'
      ? t('offline.state_failed', { message: item.state.message })
      : item.state.name === 'sending'
        ? t('offline.state_sending')
        : t('offline.state_waiting')

  const save = async () => {
    if (!owner) return
    const done = await outbox.edit(deps, owner, item.id, { status: text, spoiler }, freshKey)
    if (done) setEditing(false)
  }

  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.itemTitle}>
        {t(kindKey(item))}
      </h3>
      <p className={item.state.name === 'failed' ? styles.failed : styles.state}>{state}</p>
      {editing ? (
        <div className={styles.editor}>
          <label htmlFor={spoilerId}>{t('offline.cw_label')}</label>
          <input id={spoilerId} value={spoiler} onChange={(e) => setSpoiler(e.target.value)} />
          <label htmlFor={textId}>{t('offline.text_label')}</label>
          <textarea id={textId} value={text} rows={4} onChange={(e) => setText(e.target.value)} />
        </div>
      ) : (
        <>
          {item.work.params.spoiler_text && (
            <p className={styles.cw} dir="auto">
              {item.work.params.spoiler_text}
            </p>
          )}
          <p className={styles.text} dir="auto">
            {item.work.params.status}
          </p>
        </>
      )}
      {item.media.length > 0 && (
        <p className={styles.state}>{t('offline.media', { count: item.media.length })}</p>
      )}
      <div className={styles.actions}>
        {editing ? (
          <>
            <Button variant="primary" onClick={() => void save()} disabled={!editable}>
              {t('offline.save')}
            </Button>
            <Button onClick={() => setEditing(false)}>{t('offline.discard')}</Button>
          </>
        ) : (
          <>
            {item.state.name === 'failed' && owner && (
              <Button
                onClick={() => void outbox.retry(deps, owner, item.id).then(flushNow)}
                aria-describedby={headingId}
              >
                {t('offline.retry')}
              </Button>
            )}
            <Button
              onClick={() => setEditing(true)}
              disabled={!editable}
              aria-describedby={headingId}
            >
              {t('offline.edit')}
            </Button>
            <Button
              variant="danger"
              disabled={!editable || !owner}
              onClick={() => owner && void outbox.cancel(deps, owner, item.id)}
              aria-describedby={headingId}
            >
              {t('offline.cancel_post')}
            </Button>
          </>
        )}
      </div>
    </li>
  )
}
