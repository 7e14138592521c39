/**
 * The demo's mailer: nothing leaves the machine, so every mail (password
 * reset, account activation) is written as a text file to `<data>/outbox/`,
 * where a person running the demo opens it, and kept in the state so tests
 * read it through GET /__demo/outbox. A data reset empties both.
 */

import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface OutboxMail {
  to: string
  subject: string
  text: string
  links: string[]
  sentAt: string
}

const LINK = /https?:\/\/[^\s<>"]+/g

export class Outbox {
  private mails: OutboxMail[] = []

  constructor(private readonly dataDir: string) {}

  private get folder(): string {
    return join(this.dataDir, 'outbox')
  }

  /** "Sends" a mail: writes `<n>-<subject>.txt` to the outbox folder. */
  send(mail: { to: string; subject: string; text: string }): OutboxMail {
    const sent: OutboxMail = {
      ...mail,
      links: mail.text.match(LINK) ?? [],
      sentAt: new Date().toISOString(),
    }
    this.mails.push(sent)
    const slug = mail.subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    const name = `${String(this.mails.length).padStart(4, '0')}-${slug || 'mail'}.txt`
    mkdirSync(this.folder, { recursive: true })
    writeFileSync(
      join(this.folder, name),
      `To: ${mail.to}\nSubject: ${mail.subject}\nDate: ${sent.sentAt}\n\n${mail.text}\n`,
    )
    return sent
  }

  list(): readonly OutboxMail[] {
    return this.mails
  }

  clear(): void {
    this.mails = []
    rmSync(this.folder, { recursive: true, force: true })
  }
}
