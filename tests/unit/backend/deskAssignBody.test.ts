import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ASSIGN_RECEIPTS } from '@/domain/deskAssign';
import { parseAssignRequest } from '@backend/core';

// POST /desk/assign's body (backend/core/deskAssignBody.ts): each malformed shape is a 400
// `invalid-request` with a message that says what is wrong, and no body of any shape throws.

const good = (overrides: Record<string, unknown> = {}) => ({
  receiptIds: ['R1', 'R2'],
  dispatchId: 'rui',
  expected: { R1: null, R2: 'ana' },
  ...overrides,
});

function refusal(body: unknown) {
  const parsed = parseAssignRequest(body);
  if (parsed.ok) throw new Error(`accepted ${JSON.stringify(body)}`);
  expect(parsed.answer.status).toBe(400);
  expect(parsed.answer.body.code).toBe('invalid-request');
  return parsed.answer.body.message as string;
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `R${i}`);
const expectedOf = (list: string[]) => Object.fromEntries(list.map((id) => [id, null]));

describe('the desk-assign body', () => {
  it('reads a good body, an unassignment (dispatchId null) and 200 orders', () => {
    expect(parseAssignRequest(good())).toEqual({ ok: true, request: good() });
    expect(parseAssignRequest(good({ dispatchId: null }))).toMatchObject({ ok: true });
    const most = ids(MAX_ASSIGN_RECEIPTS);
    expect(
      parseAssignRequest(good({ receiptIds: most, expected: expectedOf(most) })),
    ).toMatchObject({ ok: true });
  });

  it('keeps only the listed orders of expected, and reads an empty dispatcher as none', () => {
    const parsed = parseAssignRequest(good({ expected: { R1: '', R2: 'ana', R9: 'x' } }));
    expect(parsed).toEqual({ ok: true, request: good({ expected: { R1: null, R2: 'ana' } }) });
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'assign', 42, [good()], true]) {
      expect(refusal(body)).toMatch(/receiptIds/);
    }
  });

  it('refuses receiptIds empty, not a list, not ids, repeated or more than 200', () => {
    expect(refusal(good({ receiptIds: [] }))).toMatch(/at least one/);
    expect(refusal(good({ receiptIds: 'R1' }))).toMatch(/at least one/);
    expect(refusal(good({ receiptIds: ['R1', 7] }))).toMatch(/receiptIds\[1\]/);
    expect(refusal(good({ receiptIds: ['R1', ''] }))).toMatch(/receiptIds\[1\]/);
    expect(refusal(good({ receiptIds: ['a/b'] }))).toMatch(/receiptIds\[0\]/);
    expect(refusal(good({ receiptIds: ['R1', 'R2', 'R1'] }))).toMatch(/receiptIds\[2\].*before/);
    const tooMany = ids(MAX_ASSIGN_RECEIPTS + 1);
    expect(refusal(good({ receiptIds: tooMany, expected: expectedOf(tooMany) }))).toMatch(/200/);
  });

  it('refuses a dispatchId that is not a user id or null (an empty one included)', () => {
    for (const dispatchId of ['', undefined, 12, { uid: 'rui' }, 'a/b']) {
      expect(refusal(good({ dispatchId }))).toMatch(/dispatchId/);
    }
  });

  it('refuses an expected that is missing, lacks an order, or holds something else', () => {
    expect(refusal(good({ expected: undefined }))).toMatch(/expected/);
    expect(refusal(good({ expected: ['ana'] }))).toMatch(/expected/);
    expect(refusal(good({ expected: { R1: null } }))).toMatch(/receiptIds\[1\]/);
    expect(refusal(good({ expected: { R1: null, R2: 3 } }))).toMatch(/receiptIds\[1\]/);
    expect(refusal(good({ expected: { R1: null, R2: undefined } }))).toMatch(/receiptIds\[1\]/);
  });

  it('never throws: any body is either read or a 400 (property)', () => {
    const id = fc.oneof(fc.constantFrom('R1', 'R2', '', '__x__', 'a/b'), fc.string());
    const anyValue = fc.oneof(fc.anything(), id, fc.constant(null));
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          receiptIds: fc.oneof(fc.array(id, { maxLength: 5 }), anyValue),
          dispatchId: anyValue,
          expected: fc.oneof(fc.dictionary(id, anyValue), anyValue),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(body, (value) => {
        const parsed = parseAssignRequest(value);
        if (parsed.ok) {
          expect(parsed.request.receiptIds.length).toBeGreaterThan(0);
          for (const receiptId of parsed.request.receiptIds) {
            expect(parsed.request.expected).toHaveProperty([receiptId]);
          }
        } else {
          expect(parsed.answer).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
          expect(typeof parsed.answer.body.message).toBe('string');
        }
      }),
    );
  });
});
