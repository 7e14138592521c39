/**
 * Hands `content` to the browser as a download named `name`: a blob URL on
 * a hidden link with `download`, clicked from script (no page navigation,
 * no inline code, so Akkoma's CSP allows it). The link goes inside
 * `container`, since a modal dialog makes the rest of the page inert. The
 * blob URL is released after `keepFor` ms, once the download has its own
 * reference.
 */
export function download(
  name: string,
  content: Blob,
  container: HTMLElement = document.body,
  keepFor = 0,
): void {
  const url = URL.createObjectURL(content)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  container.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), keepFor)
}

/** Hands `text` to the browser as a JSON file named `name`. */
export const downloadJson = (text: string, name: string): void =>
  download(name, new Blob([text], { type: 'application/json' }))
