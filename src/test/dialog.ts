/**
 * Puts <dialog>'s modal methods down to the one thing the components read,
 * the open attribute: the test DOM has no top layer, focus trap or backdrop
 * to speak of, and what it does instead differs from a browser.
 */
export function stubModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}
