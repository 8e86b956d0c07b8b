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

/**
 * The shell of logged-in screens (SPEC section 2): top bar, sidebar (a drawer on phones),
 * the impersonation banner, the screen, and the footer. Breadcrumb and clock come later and
 * belong between the banner and the screen.
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
      <AppShell.Main className={classes.main}>
        <ImpersonationBanner />
        <Box className={classes.content} px={{ base: 'md', md: 'xl' }} pt="lg">
          <Box component="section" className={classes.screen}>
            <Suspense fallback={<FullPageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
          <ShellFooter />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
