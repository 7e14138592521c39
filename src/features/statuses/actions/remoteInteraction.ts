/** What a guest can do to a post from their own instance. */
export type GuestAction = 'reply' | 'repeat' | 'favourite'

/**
 * Where Akkoma and Pleroma take a guest's handle for a post (their remote
 * interaction page): the server looks the handle up and sends the guest on
 * to their own instance, which fetches the post by its address.
 */
export function remoteInteractionAction(server: string): string {
  return `${server.replace(/\/+$/, '')}/main/ostatus`
}

const HOST = /^(?:[a-z0-9-]+\.)+[a-z0-9-]+(?::\d+)?$|^(?:localhost|\d+(?:\.\d+){3})(?::\d+)?$/i

/**
 * The handle a guest typed, tidied, or null when it names no instance: the
 * server needs `name@their.instance` (a leading @ is fine) or the address
 * of their profile to know where to send them.
 */
export function readHandle(text: string): string | null {
  const typed = text.trim()
  if (/^https?:\/\//i.test(typed)) {
    try {
      return new URL(typed).host ? typed : null
    } catch {
      return null
    }
  }
  const handle = typed.replace(/^@/, '')
  const at = handle.lastIndexOf('@')
  if (at <= 0) return null
  const name = handle.slice(0, at)
  const host = handle.slice(at + 1)
  if (!/^[\w.-]+$/.test(name) || !HOST.test(host)) return null
  return `${name}@${host}`
}

/** The address another instance finds the post by: its ActivityPub id, else its page. */
export function postAddress(status: { uri?: string | null; url?: string | null }): string {
  return status.uri || status.url || ''
}
