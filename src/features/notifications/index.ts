// The notifications area's entry: what other areas and the shell (app/) use of it.
// Files inside the area import each other directly, never through here.
export { NotificationItem } from './NotificationItem'
export { NotificationsColumn, NotificationsNavItems, NotificationsTopBarButton } from './lazyParts'
export { setNotificationVisibility, useNotificationVisibility } from './visibility'
export { loadNotificationService } from './loaders'
