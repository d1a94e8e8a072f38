// Who holds a claim on an idempotency key (deliveryUpdate.ts), where the home can tell. A claim
// whose request died is otherwise only taken over once its lease runs out (config.claimLeaseMs).
// The demo's server runs in the phone's page, which a reload or a close ends mid-request: its
// claims are held by a Web Lock for their life (src/demo/server/claimLocks.ts), so a retry from
// the next page frees the key at once instead of answering "in progress" for the whole lease.
// Cloud Functions has no such signal and needs none: its lease is the function's timeout plus a
// margin (functions/src/settings.ts).

export interface ClaimHolders {
  /**
   * Called before a claim is written: resolves once this request holds `claimId`, with the
   * function that lets it go (called once the request is over, whatever its outcome).
   */
  hold(claimId: string): Promise<() => void>;
  /**
   * True only when the holder of `claimId` is known to be gone (its page closed or reloaded).
   * False when it is alive or when this home cannot tell: the lease decides then.
   */
  isGone(claimId: string): Promise<boolean>;
}
