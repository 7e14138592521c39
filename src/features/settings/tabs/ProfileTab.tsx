// PLACEHOLDER: replaced by the helper that builds this tab (issue 14).
export default function ProfileTab() {
  return null
}
