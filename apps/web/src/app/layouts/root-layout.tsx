import { Button, VisuallyHidden } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/page/full-page-loader.tsx';
import { StatusPage } from '../../components/page/status-page.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useSiteName } from '../../lib/site/public-setting.ts';
import { useRouteMeta } from '../use-route-meta.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner.tsx';

/**
 * Above every screen: the document title ('<screen title> - <site title>'), announced to
 * screen readers on navigation, the navigation progress bar, and the auth gate: nothing route-specific renders while the session is
 * still unknown (SPEC section 4).
 */
export function RootLayout() {
  const { status, loadError, retryLoad, pendingPath, settlePendingPath } = useAuth();
  const siteName = useSiteName();
  const route = useRouteMeta();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // After a session switch, go to its destination before any screen (or guard) of the
  // previous location renders with the new user.
  const isSwitching = pendingPath !== null && pathname !== pendingPath;
  useEffect(() => {
    if (pendingPath === null) return;
    if (pathname === pendingPath) settlePendingPath();
    else navigate(pendingPath, { replace: true });
  }, [pendingPath, pathname, navigate, settlePendingPath]);

  const documentTitle = route?.title ? `${route.title} - ${siteName}` : siteName;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  let content = <Outlet />;
  if (isSwitching) {
    content = <FullPageLoader />;
  } else if (status === 'unknown') {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    content = loadError ? (
      <StatusPage
        icon={<IconPlugConnectedX size={36} />}
        color="orange"
        title={offline ? 'Tidak ada koneksi' : 'Tidak dapat memuat sesi'}
        text={offline ? OFFLINE_TEXT : errorMessage(loadError)}
        actions={<Button onClick={retryLoad}>Coba lagi</Button>}
      />
    ) : (
      <FullPageLoader />
    );
  }
  return (
    <>
      <OfflineBanner />
      <NavigationProgress />
      {/* A single-page app changes screens silently; this tells screen readers where they are. */}
      <VisuallyHidden role="status" aria-live="polite" data-testid="route-announcer">
        {status === 'unknown' ? '' : documentTitle}
      </VisuallyHidden>
      {content}
    </>
  );
}
