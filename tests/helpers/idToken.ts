// A token shaped like a Firebase ID token (a JWT naming its user in `user_id` and `sub`), so
// the HTTP client's check that a change goes out with its owner's token can read it. The
// signature is not real: only the backend verifies tokens.
export function fakeIdToken(uid: string, extraClaims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const header = encode({ alg: 'RS256', typ: 'JWT' });
  const claims = encode({ user_id: uid, sub: uid, ...extraClaims });
  return `${header}.${claims}.not-a-signature`;
}
