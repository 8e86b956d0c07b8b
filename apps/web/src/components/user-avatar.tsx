import { Avatar, type MantineSize } from '@mantine/core';
import type { TAuthUser } from '@sikerja/contracts';
import { useFileObjectUrl } from './file-upload/use-file-object-url.ts';

/** The user's photo, or the first letter of their name on a colour of its own. */
export function UserAvatar({
  user,
  size = 'md',
}: {
  user: TAuthUser;
  size?: MantineSize | number;
}) {
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  // The photo is protected: fetched with the token, shown from an object URL.
  const photo = useFileObjectUrl(user.photo_url);
  return (
    <Avatar src={photo} alt={user.name} radius="xl" size={size} color="blue" variant="filled">
      {initial}
    </Avatar>
  );
}
