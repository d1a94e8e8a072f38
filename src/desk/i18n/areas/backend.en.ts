// What every place of the desk says alike about a failed backend call (desk/backendProblem.ts,
// the one classifier: domain/backendError.ts); en.ts gathers them under the key "backend". Each
// place puts them after its own subject ("Nobody was invited: …").
export const backendEn = {
  offline: "You're offline. Try again once the connection is back.",
  unreachable:
    "Couldn't reach the server, though this computer is online: it may be down, or refusing this site. Try again in a moment.",
  timedOut: 'The server did not answer in time. Check whether it was done before trying again.',
  signedOut: 'your sign-in has expired. Sign in again.',
};
