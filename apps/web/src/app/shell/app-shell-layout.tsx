import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/page/full-page-loader.tsx';
import classes from './app-shell.module.css';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { ShellFooter } from './shell-footer.tsx';
import { ShellHeader } from './shell-header.tsx';
import { ShellNavbar } from './shell-navbar.tsx';
import { ShellSubHeader } from './shell-sub-header.tsx';

/**
 * The shell of logged-in screens (SPEC section 2): top bar, sidebar (a drawer on phones),
 * the impersonation banner, the sub-header (breadcrumb, title, clock), the screen, and the
 * footer. A skip link lets keyboard users jump past the menu to the screen.
 */
export function AppShellLayout() {
  const [isNavOpen, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const closeNav = nav.close;

  // Choosing a screen on a phone closes the drawer.
  useEffect(() => {
    if (pathname) closeNav();
  }, [pathname, closeNav]);

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Lewati ke konten utama
      </a>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
        padding={0}
      >
        <AppShell.Header>
          <ShellHeader isNavOpen={isNavOpen} onToggleNav={nav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar>
          <ShellNavbar />
        </AppShell.Navbar>
        <AppShell.Main className={classes.main} id="main-content" tabIndex={-1}>
          <ImpersonationBanner />
          <Box className={classes.content} px={{ base: 'md', md: 'xl' }} pt="lg">
            <ShellSubHeader />
            <Box component="section" className={classes.screen} aria-labelledby="page-title">
              <Suspense fallback={<FullPageLoader />}>
                <Outlet />
              </Suspense>
            </Box>
            <ShellFooter />
          </Box>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
