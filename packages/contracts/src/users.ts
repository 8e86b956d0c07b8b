/** A user's level decides the home page and which area of the shell they see. */
export const USER_LEVELS = ['admin', 'user'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

/** Pending accounts come from self-registration and wait for an admin. */
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
