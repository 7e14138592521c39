import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './ui/global.css'
// Right after global.css, before any component's styles: see the file.
import './ui/PageHeader.css'
import './ui/menu.css'
import './ui/popover.css'
import './ui/pageParts.css'
import { AppRoutes } from './app/routes'
import { startUp } from './app/startup'

const container = document.getElementById('app')

startUp()
  .catch((e: unknown) => {
    // Start-up tolerates every optional failure; reaching here is a bug, but
    // the app still mounts so the user is not left with a blank page.
    console.error('Start-up failed', e)
  })
  .finally(() => {
    if (!container) return
    createRoot(container).render(
      <StrictMode>
        <AppRoutes />
      </StrictMode>,
    )
  })
