import { SignUpNotice } from './SignUpNotice'

/** /awaiting-email-confirmation: the sign-up waits for its activation link to be opened. */
export default function AwaitingEmailConfirmationPage() {
  return <SignUpNotice area="awaiting_email" />
}
