import { createBrowserRouter } from 'react-router';

// The full route table of the spec arrives with the shell issue; until then, the first page.
export const router = createBrowserRouter([
  {
    path: '*',
    lazy: async () => {
      const { WelcomePage } = await import('../features/welcome/welcome-page.tsx');
      return { Component: WelcomePage };
    },
  },
]);
