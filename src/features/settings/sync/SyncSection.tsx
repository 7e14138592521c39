// PLACEHOLDER: replaced by the helper who owns this part of the settings modal.
export default function Placeholder() {
  return null
}
