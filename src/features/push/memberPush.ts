import { registerSessionPiece } from '../../store/sessionLifecycle'
import { forgetBrowserSubscription, resumeWebPush } from './webPush'

/*
 * Keeps the member's push subscription in step with sign-in and sign-out.
 * A side-effect module: the members' chunk imports it once (it is preloaded
 * at sign-in and at start-up with a stored session), and from then on it
 * renews the subscription for whoever signs in and drops the browser's on
 * sign-out. The renewal waits for the page to load, like the worker does.
 */

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
}

// Whoever signs in gets their subscription renewed; signing out drops the browser's.
registerSessionPiece({
  name: 'webPush',
  start: () => afterLoad(() => void resumeWebPush()),
  clear: () => void forgetBrowserSubscription(),
})
