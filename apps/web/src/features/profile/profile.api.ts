/** What other parts of the app may use of the profile: the account card and the profile's links. */
export { AccountCard } from './components/account-card.tsx';
export { type ProfileLink, profileLinksFor } from './profile-links.ts';
