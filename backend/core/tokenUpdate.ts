import { answerInTransaction, refuse, type CoreAnswer } from './answer';
import type { Call } from './httpTypes';
import type { BackendStore } from './store';

// POST /portal/tokenupdate (docs/backend-contract.md): one push token per uid. The latest
// `updatedAt` wins (an older request arriving late changes nothing), `fcmToken: null` forgets
// the uid's token, and a token arriving for a uid is taken away from any other uid that had it
// (one token is one browser: two dispatchers sharing a phone must not get each other's pushes).

export interface TokenUpdateData {
  uid: string;
  email: string | null;
  fcmToken: string | null;
  updatedAt: number;
}

const MAX_TOKEN_LENGTH = 4096;

type Parsed = { ok: true; update: TokenUpdateData } | { ok: false; answer: CoreAnswer };

const malformed = (message: string): Parsed => ({
  ok: false,
  answer: refuse(400, 'invalid-request', message),
});

export function parseTokenUpdate(body: unknown): Parsed {
  const userData =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).userData : null;
  if (typeof userData !== 'object' || userData === null || Array.isArray(userData)) {
    return malformed('The request must be {"userData": {…}}.');
  }
  const data = userData as Record<string, unknown>;
  if (typeof data.uid !== 'string' || data.uid === '' || data.uid.length > 200) {
    return malformed('userData.uid must be the user id.');
  }
  const email = data.email === undefined ? null : data.email;
  if (!(email === null || (typeof email === 'string' && email.length <= 500))) {
    return malformed('userData.email must be text or null.');
  }
  const token = data.fcmToken;
  if (!(
    token === null ||
    (typeof token === 'string' && token !== '' && token.length <= MAX_TOKEN_LENGTH)
  )) {
    return malformed('userData.fcmToken must be a token or null.');
  }
  const updatedAt = data.updatedAt;
  if (typeof updatedAt !== 'number' || !Number.isFinite(updatedAt) || updatedAt < 0) {
    return malformed('userData.updatedAt must be epoch ms.');
  }
  return { ok: true, update: { uid: data.uid, email, fcmToken: token, updatedAt } };
}

export async function tokenUpdate(deps: { store: BackendStore }, call: Call): Promise<CoreAnswer> {
  const parsed = parseTokenUpdate(call.body);
  if (!parsed.ok) return parsed.answer;
  const { update } = parsed;
  if (update.uid !== call.uid) {
    return refuse(403, 'not-yours', 'This token update names another user.');
  }
  return answerInTransaction(deps.store, async (tx): Promise<CoreAnswer> => {
    const current = await tx.getToken(update.uid);
    const holders = update.fcmToken === null ? [] : await tx.tokensHolding(update.fcmToken);
    if (current && current.updatedAt > update.updatedAt) {
      return { status: 200, body: { applied: false, reason: 'older-than-stored' } };
    }
    tx.putToken(update);
    const movedFrom = holders.filter((holder) => holder.uid !== update.uid);
    for (const holder of movedFrom) tx.putToken({ ...holder, fcmToken: null });
    return {
      status: 200,
      body: { applied: true, movedFrom: movedFrom.length },
    };
  });
}
