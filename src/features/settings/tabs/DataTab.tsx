import ImportExportSection from '../data/ImportExportSection'
import SyncSection from '../sync/SyncSection'

/** Data: follows, blocks and mutes, backups, and settings sync. */
export default function DataTab() {
  return (
    <>
      <ImportExportSection />
      <SyncSection />
    </>
  )
}
