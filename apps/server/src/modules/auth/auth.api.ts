/** The auth module's public face: the only file other modules may import. */

export { type AuthDeps, NEW_ACCOUNT_LINK_MINUTES, sendPasswordLink } from './auth.service.ts';
export { loadAuthUser } from './auth-user.repository.ts';
export { hashToken, revokeUserTokens } from './tokens.service.ts';
