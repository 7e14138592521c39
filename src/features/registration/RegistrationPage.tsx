// PLACEHOLDER: replaced by the helper that builds this screen (issue 14).
export default function RegistrationPage() {
  return null
}
