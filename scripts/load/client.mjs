// The evening's HTTP client: every request to the functions timed and kept (endpoint, phase,
// status, code, milliseconds, and whether it was sent racing a twin), for the report (report.mjs) and the checks (checks.mjs). Loopback
// only: the functions' URL is the emulator's on 127.0.0.1.
import { setTimeout as pause } from 'node:timers/promises';

export function createClient(apiUrl) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(apiUrl)) {
    throw new Error(`The load run only calls loopback addresses, not ${apiUrl}`);
  }
  const calls = [];
  let phase = 'alone';
  let inFlight = 0;

  /**
   * POSTs `body` to `path` as `endpoint`; `abortAfterMs` aborts it (the phone giving up); `racing`
   * marks a request sent at the same moment as another on the same documents (report.mjs). Answers
   * `{ status, code, body, ms }`; status 0 for an aborted or failed request.
   */
  async function post(endpoint, path, body, { auth, headers = {}, abortAfterMs, racing } = {}) {
    const started = performance.now();
    const signal = AbortSignal.timeout(Math.round(abortAfterMs ?? 60_000));
    let status = 0;
    let answer;
    inFlight += 1;
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
        signal,
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch (error) {
      answer = { code: error.name === 'TimeoutError' ? 'aborted' : 'network-error' };
    } finally {
      inFlight -= 1;
    }
    const ms = performance.now() - started;
    const code = status >= 200 && status < 300 ? null : (answer?.code ?? `http-${status}`);
    calls.push({ endpoint, path, phase, status, code, ms, at: Date.now() - ms, racing: !!racing });
    return { status, code, body: answer, ms };
  }

  /**
   * Sends until the answer is final, as the phone's outbox and the desk retry: again after an
   * abort, a network error, 409 `update-in-progress`, 429 and 5xx, for `forMs` at most.
   */
  async function postUntilFinal(endpoint, path, body, options = {}, forMs = 120_000) {
    const deadline = Date.now() + forMs;
    let first = true;
    for (;;) {
      const reply = await post(
        endpoint,
        path,
        body,
        first ? options : { ...options, abortAfterMs: undefined },
      );
      first = false;
      const retry =
        reply.status === 0 ||
        reply.status >= 500 ||
        reply.status === 429 ||
        (reply.status === 409 && reply.code === 'update-in-progress');
      if (!retry || Date.now() > deadline) return reply;
      await pause(reply.status === 429 ? 1000 : 200);
    }
  }

  return {
    post,
    postUntilFinal,
    calls,
    get inFlight() {
      return inFlight;
    },
    setPhase(next) {
      phase = next;
    },
  };
}
