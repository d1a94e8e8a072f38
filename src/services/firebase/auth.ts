import {
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthGateway, AuthUser } from '@/services/ports';
import { toAuthError } from './authErrors';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email };
}

/** The AuthGateway port over a Firebase Auth instance (injected, so tests use the emulator). */
export function createAuthGateway(auth: Auth): AuthGateway {
  return {
    onAuthStateChanged(listener) {
      return onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
    },

    async signIn(email, password) {
      try {
        const credential = await signInWithEmailAndPassword(auth, email.trim(), password);
        return toAuthUser(credential.user);
      } catch (error) {
        throw toAuthError(error);
      }
    },

    signOut() {
      return signOut(auth);
    },

    async sendPasswordReset(email) {
      try {
        await sendPasswordResetEmail(auth, email.trim());
      } catch (error) {
        const refusal = toAuthError(error);
        // A project without email-enumeration protection says "auth/user-not-found": answer
        // as for a known address, so the form never tells anyone which accounts exist.
        if (refusal.code === 'user-not-found') return;
        throw refusal;
      }
    },

    async getIdToken(forceRefresh = false) {
      // A start shows the remembered session before Auth has restored it (docs/architecture.md
      // #remembered-start): the outbox may ask for a token then, and must not read "signed out".
      await auth.authStateReady();
      const user = auth.currentUser;
      if (user === null) return null;
      try {
        return await user.getIdToken(forceRefresh);
      } catch (error) {
        throw toAuthError(error);
      }
    },
  };
}
