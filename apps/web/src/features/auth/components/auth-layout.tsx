import { Box, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle.tsx';
import { APP_NAME, usePublicSetting } from '../../../lib/site/public-setting.ts';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  /** The screen's heading inside the card, e.g. 'Masuk'. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * Login-type screens (SPEC section 2): no shell, one centred card with the institution's
 * logo and name from `GET setting`, over its background picture when one was uploaded.
 */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const setting = usePublicSetting();
  const siteName = setting?.name ?? APP_NAME;
  const background = setting?.backgrounddir;
  return (
    <Box
      component="main"
      className={classes.page}
      style={background ? { backgroundImage: `url("${background}")` } : undefined}
      data-with-image={background ? true : undefined}
    >
      <Box className={classes.toggle}>
        <ColorSchemeToggle />
      </Box>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={420} gap="md">
          <Paper
            withBorder
            shadow="md"
            radius="lg"
            p={{ base: 'lg', xs: 32 }}
            className={classes.card}
          >
            <Stack gap="lg">
              <Stack gap={6} align="center" ta="center">
                <Image
                  src={setting?.logodarkdir ?? '/favicon.svg'}
                  alt=""
                  h={52}
                  w="auto"
                  fit="contain"
                  darkHidden
                />
                <Image
                  src={setting?.logowhitedir ?? setting?.logodarkdir ?? '/favicon.svg'}
                  alt=""
                  h={52}
                  w="auto"
                  fit="contain"
                  lightHidden
                />
                <Text fw={750} fz={22} lh={1.2} mt={4}>
                  {APP_NAME}
                </Text>
                <Text size="sm" c="dimmed" lh={1.3} data-testid="site-name">
                  {siteName}
                </Text>
              </Stack>
              <Stack gap={4}>
                <Title order={1} size="h3">
                  {title}
                </Title>
                {subtitle && (
                  <Text size="sm" c="dimmed">
                    {subtitle}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
          <Text
            size="xs"
            c="dimmed"
            ta="center"
            w="fit-content"
            mx="auto"
            className={classes.footnote}
          >
            © {new Date().getFullYear()} {APP_NAME} · Sistem Informasi Kinerja Pegawai
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
