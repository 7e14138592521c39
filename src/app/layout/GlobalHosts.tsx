/*
 * Hosts of app-wide overlays (media viewer, edit history, ...): each is a
 * tiny eager component that lazy-loads its modal the first time it opens.
 * Each is mounted at one `slot:` marker below.
 */
export function GlobalHosts() {
  return (
    <>
      {/* slot:media-viewer */}
      {/* slot:status-history */}
      {/* slot:post-modal */}
    </>
  )
}
