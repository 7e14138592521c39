/*
 * Icons of the navigation's lazily loaded entries. Kept apart from icons.tsx,
 * which the first page loads, so they come with those entries instead.
 */
import { LineIcon } from './icons'

export const SearchIcon = () => (
  <LineIcon>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 20 20" strokeLinecap="round" />
  </LineIcon>
)

export const ShieldIcon = () => (
  <LineIcon join>
    <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6l-7-3z" />
  </LineIcon>
)

export const UserPlusIcon = () => (
  <LineIcon cap>
    <path d="M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M19 8v6M16 11h6" />
  </LineIcon>
)

export const MegaphoneIcon = () => (
  <LineIcon cap join>
    <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zM15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12" />
  </LineIcon>
)
