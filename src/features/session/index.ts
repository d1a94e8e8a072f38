// The session feature's public API: other features import it from here, never its files.
export { SessionProvider, useSession, useCurrentUser } from './SessionProvider';
export { LoginPage } from './LoginPage';
export { RequireSession } from './RequireSession';
