import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/auth-context.ts';

export interface ProfileOwner {
  /** The person whose profile the screen shows. */
  userId: number;
  /** True when an admin looks at someone else's profile (`?user_id=` names another person). */
  isOther: boolean;
  /** What every profile request carries: `{ user_id }` for another person, else nothing. */
  query: { user_id?: number };
}

/**
 * Whose profile the screen is about: the logged-in user, or the person `?user_id=` names (for
 * admins: the server refuses anyone else, docs/profile.md). The URL keeps it, so a reload or a
 * tab change stays on that person. The same object while the person stays.
 */
export function useProfileOwner(): ProfileOwner {
  const me = useCurrentUser();
  const [searchParams] = useSearchParams();
  const raw = Number(searchParams.get('user_id'));
  const named = Number.isInteger(raw) && raw > 0 ? raw : null;
  const userId = named ?? me.id;
  return useMemo(
    () =>
      userId === me.id
        ? { userId, isOther: false, query: {} }
        : { userId, isOther: true, query: { user_id: userId } },
    [userId, me.id],
  );
}

/** A profile path for the same person: '/user/profile/riwayat_anak?user_id=7'. */
export function profileHref(path: string, owner: ProfileOwner): string {
  return owner.isOther ? `${path}?user_id=${owner.userId}` : path;
}
