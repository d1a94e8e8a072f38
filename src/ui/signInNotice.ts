// What a sign-in form says after the app ended a session it refused, in both apps (the driver
// app's LoginPage, the desk's DeskSignIn): typed, never a sentence compared as a string, and
// worded by each app when it renders, in the language shown then.

export type SignInNotice<Refusal extends string> =
  /** The server confirmed this account may not use the app: why, in the app's own terms. */
  | { kind: 'refused'; reason: Refusal }
  /** The access check itself failed: the error's message goes after the app's own words. */
  | { kind: 'check-failed'; message: string };
