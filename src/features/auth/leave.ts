/** Sends the browser to another page (the server's authorization page); its own module so tests can stand in for it. */
export function leaveFor(url: string): void {
  window.location.assign(url)
}
