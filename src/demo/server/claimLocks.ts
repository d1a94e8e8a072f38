import type { ClaimHolders } from '@backend/core';

// The demo's server runs in the phone's page, so a reload or a close cuts a request off after
// it claimed its change's key and before it applied it. Each claim is held by a Web Lock for
// its life: the browser lets go of a page's locks when the page goes, so the next request with
// that key finds the lock free and takes the claim over at once (backend/core/claims.ts),
// instead of answering "in progress" until the 2-minute lease runs out (issue 32: a reload
// mid-send held the driver's whole queue for minutes). Locks are per origin, so a claim held by
// another open tab is seen as alive.

const LOCK_PREFIX = 'dispatch-demo:claim:';

/** The part of the Web Locks API used here (`navigator.locks`; a fake in unit tests). */
export interface ClaimLockManager {
  request(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: { name: string } | null) => unknown,
  ): Promise<unknown>;
}

/** Claim holders over Web Locks; null where the browser has none (the lease decides then). */
export function createLockClaimHolders(locks: ClaimLockManager | null): ClaimHolders | null {
  if (locks === null) return null;
  return {
    hold(claimId) {
      return new Promise((held, failed) => {
        let letGo!: () => void;
        const life = new Promise<void>((resolve) => {
          letGo = resolve;
        });
        locks
          .request(`${LOCK_PREFIX}${claimId}`, {}, () => {
            held(letGo);
            return life;
          })
          .catch(failed);
      });
    },
    async isGone(claimId) {
      // A free lock is a holder gone (or a claim from a build without locks: gone as well).
      // ifAvailable takes it only for this check, so it never waits for a live holder.
      const free = await locks.request(
        `${LOCK_PREFIX}${claimId}`,
        { ifAvailable: true },
        (lock) => lock !== null,
      );
      return free === true;
    },
  };
}

/** The page's lock manager, when it has one. */
export function browserLocks(): ClaimLockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}
