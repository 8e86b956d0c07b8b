/**
 * What other parts of the app may use of notifications: the bell, the menu's counts, and the
 * home page's cards (waiting requests, latest notifications).
 */
export { useInboxCountsByPath } from './api/notifications.ts';
export { LatestNotificationsCard } from './latest-notifications-card.tsx';
export { NotificationBell } from './notification-bell.tsx';
export { WaitingRequestsCard } from './waiting-requests-card.tsx';
