import { SignUpNotice } from './SignUpNotice'

/** /registration-request-sent: the sign-up waits for the moderators' approval. */
export default function RegistrationRequestSentPage() {
  return <SignUpNotice area="request_sent" />
}
