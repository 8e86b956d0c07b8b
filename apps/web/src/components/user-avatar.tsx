import { Avatar, type MantineSize } from '@mantine/core';
import type { TAuthUser } from '@sikerja/contracts';

/** The user's photo, or the first letter of their name on a colour of its own. */
export function UserAvatar({
  user,
  size = 'md',
}: {
  user: TAuthUser;
  size?: MantineSize | number;
}) {
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Avatar
      src={user.photo_url}
      alt={user.name}
      radius="xl"
      size={size}
      color="blue"
      variant="filled"
    >
      {initial}
    </Avatar>
  );
}
