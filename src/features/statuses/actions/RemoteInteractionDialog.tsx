import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../../i18n/react'
import { useEntities } from '../../../store/entities'
import { useFeature } from '../../../store/serverFeatures'
import { useSession } from '../../../store/session'
import { Button } from '../../../ui/Button'
import { keepTabInside } from '../../../ui/keepTabInside'
import { Modal } from '../../../ui/Modal'
import {
  postAddress,
  readHandle,
  remoteInteractionAction,
  type GuestAction,
} from './remoteInteraction'
import styles from './RemoteInteractionDialog.module.css'
import './guestMessages'

interface Props {
  statusId: string
  action: GuestAction
  open: boolean
  onClose: () => void
}

/**
 * How a guest replies to, repeats or favourites a post from their own
 * instance. Where this server has a remote interaction page, the guest types
 * their handle and the server sends them on (in a new tab, so this page
 * stays); elsewhere they copy the post's address into their instance's
 * search, or open the post on its own server.
 */
export default function RemoteInteractionDialog({ statusId, action, open, onClose }: Props) {
  const { t } = useTranslation()
  const viaServer = useFeature('remoteFollow')
  const status = useEntities((s) => s.statuses[statusId])
  const address = status ? postAddress(status) : ''
  return (
    <Modal
      open={open}
      title={t(`status_actions.guest.${action}`)}
      onClose={onClose}
      onKeyDown={keepTabInside}
    >
      {open &&
        (viaServer ? (
          <HandleForm statusId={statusId} onSent={onClose} />
        ) : (
          <CopyAddress address={address} page={status?.url || address} />
        ))}
    </Modal>
  )
}

function HandleForm({ statusId, onSent }: { statusId: string; onSent: () => void }) {
  const { t } = useTranslation()
  const server = useSession((s) => s.instance?.server) || window.location.origin
  const host = hostOf(server)
  const [handle, setHandle] = useState('')
  const [invalid, setInvalid] = useState(false)
  const ids = { text: useId(), field: useId(), error: useId() }

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const read = readHandle(handle)
    if (!read) {
      e.preventDefault()
      setInvalid(true)
      return
    }
    // The browser sends the form to the server's page in a new tab; the
    // dialog closes once it has gone (closing now would take the form with it).
    setInvalid(false)
    setTimeout(onSent, 0)
  }

  return (
    <form
      className={styles.form}
      method="post"
      action={remoteInteractionAction(server)}
      target="_blank"
      noValidate
      onSubmit={submit}
      aria-describedby={ids.text}
    >
      <p id={ids.text} className={styles.text}>
        {t('status_actions.remote.handle_text', { host })}
      </p>
      <input type="hidden" name="status[status_id]" value={statusId} />
      <div className="form-field">
        <label htmlFor={ids.field}>{t('status_actions.remote.handle_label')}</label>
        <input
          id={ids.field}
          className={styles.input}
          type="text"
          name="status[profile]"
          // A handle reads left to right, in a right-to-left page too.
          dir="auto"
          value={handle}
          onChange={(e) => {
            setHandle(e.target.value)
            if (invalid && readHandle(e.target.value)) setInvalid(false)
          }}
          placeholder={t('status_actions.remote.handle_placeholder')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? ids.error : undefined}
          data-autofocus
        />
        {invalid && (
          <p id={ids.error} className={styles.error} role="alert">
            {t('status_actions.remote.handle_invalid')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('status_actions.remote.continue')}
        </Button>
      </div>
    </form>
  )
}

function CopyAddress({ address, page }: { address: string; page: string }) {
  const { t } = useTranslation()
  const ids = { text: useId(), field: useId() }
  const field = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied('yes')
    } catch {
      // No clipboard here: the address is selected for the reader to copy.
      field.current?.select()
      setCopied('no')
    }
  }

  return (
    <div className={styles.form}>
      <p id={ids.text} className={styles.text}>
        {t('status_actions.remote.copy_text')}
      </p>
      <div className="form-field">
        <label htmlFor={ids.field}>{t('status_actions.remote.address_label')}</label>
        <div className={styles.row}>
          <input
            ref={field}
            id={ids.field}
            className={styles.input}
            type="text"
            value={address}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            aria-describedby={ids.text}
          />
          <Button onClick={() => void copy()} data-autofocus>
            {t('status_actions.remote.copy')}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {copied === 'yes'
            ? t('status_actions.remote.copied')
            : copied === 'no'
              ? t('status_actions.remote.copy_failed')
              : ''}
        </p>
      </div>
      <p className={styles.text}>
        <a href={page} target="_blank" rel="noopener noreferrer">
          {t('status_actions.remote.open_on', { host: hostOf(page) })}
        </a>
      </p>
    </div>
  )
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}
