import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assignmentsReducer,
  initialAssignments,
  MAX_NOTICES,
  type AssignAction,
  type AssignmentsState,
} from '@/desk/board/assignments';
import { buildBoard, type PendingTargets } from '@/desk/board/board';
import { planAssignment, refusalOf } from '@/desk/board/plan';
import { MAX_ASSIGN_RECEIPTS } from '@/domain/deskAssign';
import type { Receipt } from '@/domain/receipt';
import { DispatchApiError } from '@/services/ports';
import { NOW, order, TEAM } from './boardSupport';

const r1 = order('r1', { updateTimestamp: NOW - 5000 });
const r2 = order('r2', { dispatchId: 'ana', updateTimestamp: NOW - 4000 });
const feed = (...receipts: Receipt[]) => new Map(receipts.map((r) => [r.id, r]));

function cards(pending: PendingTargets = new Map(), receipts = [r1, r2]) {
  const board = buildBoard({ receipts, team: TEAM, pending, now: NOW });
  return new Map(
    [board.unassigned, ...board.drivers].flatMap((c) =>
      [...c.open, ...c.delivered].map((card) => [card.receipt.id, card] as const),
    ),
  );
}

let serial = 0;
const newId = () => `action-${++serial}`;

function started(ids: string[], to: string | null): [AssignmentsState, AssignAction] {
  const [action] = planAssignment(cards(), ids, to, newId);
  if (!action) throw new Error('nothing planned');
  return [assignmentsReducer(initialAssignments, { type: 'started', action }), action];
}

describe('planAssignment', () => {
  it('asks for the open orders not already there, in the order given, with what the desk saw', () => {
    const [action, ...more] = planAssignment(cards(), ['r2', 'r1', 'r2', 'gone'], 'tiago', newId);
    expect(more).toEqual([]);
    expect(action).toMatchObject({
      receiptIds: ['r2', 'r1'],
      to: 'tiago',
      expected: { r2: 'ana', r1: null },
      numbers: { r1: '1', r2: '2' },
      versions: { r1: NOW - 5000, r2: NOW - 4000 },
    });
  });

  it('asks nothing for delivered orders or orders already with that driver', () => {
    const delivered = order('r3', { dispatchId: 'ana', status: 'Delivered' });
    expect(planAssignment(cards(new Map(), [r2, delivered]), ['r2', 'r3'], 'ana', newId)).toEqual(
      [],
    );
  });

  it('expects a card’s pending target, and splits a long run into calls of 200', () => {
    const run = Array.from({ length: MAX_ASSIGN_RECEIPTS + 1 }, (_, i) =>
      order(`o${i}`, { dispatchId: 'ana' }),
    );
    const actions = planAssignment(
      cards(new Map([['o0', { to: 'rui' }]]), run),
      run.map((r) => r.id),
      'tiago',
      newId,
    );
    expect(actions.map((a) => a.receiptIds.length)).toEqual([200, 1]);
    expect(actions[0]?.expected.o0).toBe('rui');
    expect(new Set(actions.map((a) => a.id)).size).toBe(2);
  });
});

describe('refusalOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells offline, signed out, not a manager and not a driver apart from other failures', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(refusalOf(new DispatchApiError('offline', 'x'), 'tiago')).toEqual({ kind: 'offline' });
    online.mockReturnValue(true);
    // Online, no answer: the server could not be reached, never "offline".
    expect(refusalOf(new DispatchApiError('offline', 'x'), 'tiago')).toEqual({
      kind: 'failed',
      reason: expect.stringMatching(/^Couldn't reach the server/),
    });
    expect(refusalOf(new DispatchApiError('unauthorized', 'x', 401), null)).toEqual({
      kind: 'signed-out',
    });
    expect(refusalOf(new DispatchApiError('rejected', 'x', 403), 'tiago')).toEqual({
      kind: 'not-manager',
    });
    expect(
      refusalOf(new DispatchApiError('rejected', 'x', 422, { code: 'not-a-driver' }), 'rui'),
    ).toEqual({ kind: 'not-driver', to: 'rui' });
    // The codes the backend core never sends are not read as "not a driver".
    expect(
      refusalOf(new DispatchApiError('rejected', 'x', 409, { code: 'target-not-driver' }), 'rui'),
    ).toEqual({ kind: 'failed', reason: 'x' });
    expect(refusalOf(new DispatchApiError('server', 'Boom (HTTP 500).', 500), null)).toEqual({
      kind: 'failed',
      reason: 'Boom (HTTP 500).',
    });
    expect(refusalOf(new Error('bug'), null)).toEqual({ kind: 'failed', reason: 'bug' });
  });
});

describe('assignmentsReducer', () => {
  it('shows a move at once, then keeps it until the feed has caught up', () => {
    const [state, action] = started(['r1'], 'tiago');
    expect(state.pending.get('r1')).toMatchObject({ to: 'tiago', confirmed: false });

    const answered = assignmentsReducer(state, {
      type: 'answered',
      action,
      results: [{ receiptId: 'r1', result: 'assigned', dispatchId: 'tiago', updateTimestamp: NOW }],
      receipts: feed(r1, r2),
    });
    expect(answered.pending.get('r1')?.confirmed).toBe(true);
    expect(answered.notices[0]).toMatchObject({ tone: 'done', count: 1, to: 'tiago', number: '1' });

    const caughtUp = assignmentsReducer(answered, {
      type: 'feed',
      receipts: feed(order('r1', { dispatchId: 'tiago', updateTimestamp: NOW }), r2),
    });
    expect(caughtUp.pending.size).toBe(0);
  });

  it('settles at once when the feed was quicker than the answer', () => {
    const [state, action] = started(['r1'], 'tiago');
    const answered = assignmentsReducer(state, {
      type: 'answered',
      action,
      results: [{ receiptId: 'r1', result: 'assigned', dispatchId: 'tiago', updateTimestamp: NOW }],
      receipts: feed(order('r1', { dispatchId: 'tiago', updateTimestamp: NOW })),
    });
    expect(answered.pending.size).toBe(0);
  });

  it('keeps an unanswered move over any feed, and a confirmed one over an unchanged feed', () => {
    const [state, action] = started(['r1'], 'tiago');
    const fed = assignmentsReducer(state, {
      type: 'feed',
      receipts: feed(order('r1', { updateTimestamp: NOW + 1 })),
    });
    expect(fed).toBe(state);
    const answered = assignmentsReducer(state, {
      type: 'answered',
      action,
      results: [{ receiptId: 'r1', result: 'assigned', dispatchId: 'tiago', updateTimestamp: NOW }],
      receipts: feed(r1),
    });
    expect(assignmentsReducer(answered, { type: 'feed', receipts: feed(r1) })).toBe(answered);
  });

  it('puts back a receipt another manager took meanwhile, saying who', () => {
    const [state, action] = started(['r1', 'r2'], 'tiago');
    const answered = assignmentsReducer(state, {
      type: 'answered',
      action,
      results: [
        { receiptId: 'r1', result: 'assignment-changed', dispatchId: 'ana', updateTimestamp: null },
        { receiptId: 'r2', result: 'assignment-changed', dispatchId: null, updateTimestamp: null },
      ],
      receipts: feed(r1, r2),
    });
    expect(answered.pending.size).toBe(0);
    expect(answered.notices.map((n) => (n.tone === 'refused' ? n.refusal : n))).toEqual([
      { kind: 'unassigned-meanwhile', number: '2' },
      { kind: 'took-meanwhile', number: '1', by: 'ana' },
    ]);
  });

  it('puts back closed, missing and unanswered receipts; a failed call puts back all of it', () => {
    const [state, action] = started(['r1', 'r2'], 'rui');
    const answered = assignmentsReducer(state, {
      type: 'answered',
      action,
      results: [
        { receiptId: 'r1', result: 'order-closed', dispatchId: null, updateTimestamp: null },
      ],
      receipts: feed(r1, r2),
    });
    expect(answered.pending.size).toBe(0);
    expect(answered.notices).toHaveLength(1);
    const missing = assignmentsReducer(state, {
      type: 'answered',
      action,
      results: [{ receiptId: 'r2', result: 'not-found', dispatchId: null, updateTimestamp: null }],
      receipts: feed(r1),
    });
    expect(missing.notices[0]).toMatchObject({ refusal: { kind: 'not-found', number: '2' } });

    const failed = assignmentsReducer(state, {
      type: 'failed',
      action,
      refusal: { kind: 'offline' },
    });
    expect(failed.pending.size).toBe(0);
    expect(failed.notices[0]).toMatchObject({ tone: 'refused', refusal: { kind: 'offline' } });
  });

  it('leaves a newer move of the same card alone when an older call answers', () => {
    const [state, first] = started(['r1'], 'tiago');
    const [second] = planAssignment(cards(state.pending), ['r1'], 'rui', newId);
    const moved = assignmentsReducer(state, { type: 'started', action: second! });
    const failed = assignmentsReducer(moved, {
      type: 'failed',
      action: first,
      refusal: { kind: 'offline' },
    });
    expect(failed.pending.get('r1')).toMatchObject({ to: 'rui', actionId: second!.id });
  });

  it('keeps the newest notices only, and dismisses one', () => {
    let state = initialAssignments;
    for (let i = 0; i < MAX_NOTICES + 2; i += 1) {
      state = assignmentsReducer(state, { type: 'refused', refusal: { kind: 'offline' } });
    }
    expect(state.notices.map((n) => n.id)).toEqual([7, 6, 5, 4, 3]);
    const dismissed = assignmentsReducer(state, { type: 'dismissed', id: 5 });
    expect(dismissed.notices.map((n) => n.id)).toEqual([7, 6, 4, 3]);
    expect(assignmentsReducer(dismissed, { type: 'dismissed', id: 99 })).toBe(dismissed);
  });
});
