import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { useRouteMeta } from '../use-route-meta.ts';

/**
 * Screens behind login (SPEC sections 5 and 6): a guest goes to the route's redirect or
 * /login; a wrong level gets the not-found page; a missing permission gets /403.
 */
export function RequireAuth() {
  const { status, user } = useAuth();
  const route = useRouteMeta();
  if (status !== 'authenticated' || !user) {
    return <Navigate to={route?.redirect ?? paths.login} replace />;
  }
  if (route?.levels && !route.levels.includes(user.level)) {
    return <Navigate to={paths.notFound} replace />;
  }
  if (route?.permission && !user.roles.includes(route.permission)) {
    return <Navigate to={paths.forbidden} replace />;
  }
  return <Outlet />;
}
