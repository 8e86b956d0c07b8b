import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth/auth-context.ts';
import { homePathFor } from '../../lib/paths.ts';
import { useRouteMeta } from '../use-route-meta.ts';
import { LiveClock } from './live-clock.tsx';

/**
 * The sub-header of every shell screen (SPEC section 2): the breadcrumb (Home, the menu
 * sections above the screen, the screen) and the title from the route table, with the clock.
 * The title is the page's one h1, so screens do not repeat it.
 */
export function ShellSubHeader() {
  const route = useRouteMeta();
  const user = useCurrentUser();
  const trail = route ? [...route.breadcrumb, route.title] : [];
  return (
    <Group
      justify="space-between"
      align="flex-end"
      gap="sm"
      mb="lg"
      wrap="wrap"
      data-testid="sub-header"
    >
      <Stack gap={6} style={{ minWidth: 0 }}>
        <nav aria-label="Breadcrumb">
          <Breadcrumbs
            separator={<IconChevronRight size={12} stroke={1.8} />}
            separatorMargin={6}
            styles={{ root: { flexWrap: 'wrap' } }}
          >
            <Anchor component={Link} to={homePathFor(user.level)} size="sm">
              Home
            </Anchor>
            {trail.map((label, index) => (
              <Text
                key={`${label}-${index.toString()}`}
                size="sm"
                c={index === trail.length - 1 ? undefined : 'dimmed'}
                aria-current={index === trail.length - 1 ? 'page' : undefined}
              >
                {label}
              </Text>
            ))}
          </Breadcrumbs>
        </nav>
        {route?.title && (
          <Title order={1} size="h2" id="page-title" tabIndex={-1}>
            {route.title}
          </Title>
        )}
      </Stack>
      <LiveClock />
    </Group>
  );
}
