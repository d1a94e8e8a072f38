// Shared by the scripts and the bench that wait for a local server (an emulator) to start.

/** True once something answers HTTP at `url` (any status); false on no answer within 2 s. */
export async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}
