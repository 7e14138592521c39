import { Suspense, useState, type ReactNode } from 'react'
import type { Account } from '../../api/types'
import { Spinner } from '../../ui/Spinner'
import { StatusAvatar, StatusUserCard } from './StatusAvatar'
import { UserCardCompact } from './UserCardCompact'
import styles from './BasicUserCard.module.css'

/**
 * The basic user card of account lists (followers, followees, who to
 * follow): the compact card, whose avatar expands the full card below it
 *. `children` sit at the end of the row (follow controls).
 */
export function BasicUserCard({ account, children }: { account: Account; children?: ReactNode }) {
  const [expanded, setExpanded] = useState(false)
  return (
    <div className={styles.basic}>
      <div className={styles.row}>
        <UserCardCompact
          account={account}
          avatar={
            <StatusAvatar
              account={account}
              expanded={expanded}
              onToggle={() => setExpanded((open) => !open)}
            />
          }
        />
        {children}
      </div>
      {expanded && (
        <Suspense fallback={<Spinner />}>
          <StatusUserCard accountId={account.id} />
        </Suspense>
      )}
    </div>
  )
}
