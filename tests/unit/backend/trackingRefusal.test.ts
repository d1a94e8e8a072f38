import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRACKING_AFTER_FINAL_MS,
  trackingLink,
  trackingView,
  type TrackingLink,
} from '@backend/core';
import { NOON, receipt, setup } from './helpers';

// A refused request changes nothing: the tracking handlers decide before they write
// (backend/core/tracking.ts). The contract suite runs the endpoints on both homes.

const bosLink: TrackingLink = {
  token: 'B'.repeat(22),
  receiptId: 'R1',
  uid: 'bo',
  createdAt: NOON - 3 * 3600_000,
  revokedAt: null,
  expireAt: NOON + 24 * 3600_000,
  etaAt: null,
};

async function linksOf(store: ReturnType<typeof setup>['store']) {
  return store.transaction(async (tx) => tx.trackingLinksOf('R1'));
}

describe('a refused tracking link', () => {
  it('answers 410 tracking-over and leaves the other drivers’ links alone', async () => {
    const finishedLongAgo = NOON - DEFAULT_TRACKING_AFTER_FINAL_MS - 60_000;
    const home = setup({
      R1: receipt({ status: 'Delivered', updateTimestamp: finishedLongAgo, dispatchId: 'ana' }),
    });
    await home.store.transaction(async (tx) => {
      tx.putTrackingLink(bosLink);
    });
    const answer = await trackingLink(
      { config: home.config, store: home.store },
      { uid: 'ana', body: { receiptId: 'R1' }, origin: 'https://app.example' },
    );
    expect(answer.status).toBe(410);
    expect(answer.body).toMatchObject({ code: 'tracking-over' });
    expect(await linksOf(home.store)).toEqual([bosLink]);
  });

  it('still ends the other drivers’ links when it gives a new one', async () => {
    const home = setup({ R1: receipt({ status: 'On the Way', dispatchId: 'ana' }) });
    await home.store.transaction(async (tx) => {
      tx.putTrackingLink(bosLink);
    });
    const answer = await trackingLink(
      { config: home.config, store: home.store },
      { uid: 'ana', body: { receiptId: 'R1' }, origin: 'https://app.example' },
    );
    expect(answer.status).toBe(200);
    const links = await linksOf(home.store);
    expect(links.find((link) => link.uid === 'bo')?.revokedAt).toBe(NOON);
  });
});

describe('reading a link', () => {
  it('answers the same 404 for a link that ended, and writes nothing when nothing changed', async () => {
    const revoked = { ...bosLink, uid: 'ana', revokedAt: NOON - 1 };
    const home = setup({ R1: receipt({ status: 'On the Way', dispatchId: 'ana' }) });
    await home.store.transaction(async (tx) => {
      tx.putTrackingLink(revoked);
    });
    const answer = await trackingView({ config: home.config, store: home.store }, revoked.token);
    expect(answer.status).toBe(404);
    expect(await linksOf(home.store)).toEqual([revoked]);
  });
});
