/** What other parts of the app may use of notifications: the bell and the menu's counts. */
export { useInboxCountsByPath } from './api/notifications.ts';
export { NotificationBell } from './notification-bell.tsx';
