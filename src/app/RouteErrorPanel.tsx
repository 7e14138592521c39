import { useRouteError } from 'react-router'
import { AsyncErrorPanel } from '../ui/Spinner'

/**
 * A screen that threw (including a lazy chunk that failed to load): the
 * generic async-error panel; retry reloads the page so fresh chunks load.
 */
export function RouteErrorPanel() {
  const error = useRouteError()
  console.error(error)
  return <AsyncErrorPanel onRetry={() => window.location.reload()} />
}
