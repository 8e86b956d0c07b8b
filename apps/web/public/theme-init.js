// Runs before the app: applies the theme kept in local storage so a dark page never flashes light.
(() => {
  try {
    const saved = window.localStorage.getItem('sikerja-theme');
    const scheme = saved === 'dark' || saved === 'light' ? saved : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
