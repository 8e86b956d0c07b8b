import { Box } from '@mantine/core';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** SPEC section 2: a blue bar, 3 px thick, while the next screen loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box className={classes.track} role="progressbar" aria-label="Memuat halaman">
      <Box className={classes.bar} />
    </Box>
  );
}
