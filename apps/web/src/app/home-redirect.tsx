import { Navigate } from 'react-router';
import { FullPageLoader } from '../components/page/full-page-loader.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { homePathFor } from '../lib/paths.ts';

/** '/': sends each user to their level's home (SPEC section 2). */
export function HomeRedirect() {
  const { user } = useAuth();
  if (!user) return <FullPageLoader />;
  return <Navigate to={homePathFor(user.level)} replace />;
}
