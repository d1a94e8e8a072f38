import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  localPhotoIdFromUrl,
  localPhotoUrl,
  MAX_RECEIVED_BY_LENGTH,
  readPhotoUrl,
  readProof,
  readReceivedBy,
} from '@/domain/proof';

const TAKEN_AT = Date.UTC(2026, 10, 22, 14, 45);

describe('readProof', () => {
  it('reads the documented shape', () => {
    expect(
      readProof({
        proofId: 'p-1',
        photoUrl: 'https://cdn.example.com/proofs/p-1.jpg',
        receivedBy: 'Maria (neighbour)',
        takenAt: TAKEN_AT,
      }),
    ).toEqual({
      proofId: 'p-1',
      photoUrl: 'https://cdn.example.com/proofs/p-1.jpg',
      receivedBy: 'Maria (neighbour)',
      takenAt: TAKEN_AT,
    });
  });

  it('reads the aliases and a Firestore timestamp', () => {
    expect(
      readProof({
        id: 42,
        photo_url: 'http://files.example/x.jpg',
        received_by: ' Jo ',
        taken_at: { seconds: TAKEN_AT / 1000, nanoseconds: 0 },
      }),
    ).toEqual({
      proofId: '42',
      photoUrl: 'http://files.example/x.jpg',
      receivedBy: 'Jo',
      takenAt: TAKEN_AT,
    });
  });

  it('is null for no proof: absent, not an object, or an object without any field', () => {
    for (const raw of [undefined, null, 'yes', 3, [], [{ proofId: 'p' }], {}, { other: 1 }]) {
      expect(readProof(raw)).toBeNull();
    }
  });

  it('keeps a proof without a photo (the photo could not be kept on the phone)', () => {
    expect(readProof({ proofId: 'p-2', receivedBy: 'Sam', takenAt: TAKEN_AT })).toEqual({
      proofId: 'p-2',
      photoUrl: null,
      receivedBy: 'Sam',
      takenAt: TAKEN_AT,
    });
  });

  it('drops malformed fields one by one, keeping the rest', () => {
    expect(
      readProof({ proofId: '', photoUrl: 'javascript:alert(1)', receivedBy: 7, takenAt: 'soon' }),
    ).toBeNull();
    expect(readProof({ proofId: {}, photoUrl: 12, receivedBy: 'Ana', takenAt: -5 })).toEqual({
      proofId: null,
      photoUrl: null,
      receivedBy: 'Ana',
      takenAt: null,
    });
  });

  it('refuses a takenAt in seconds instead of milliseconds (a 1970 date)', () => {
    expect(readProof({ receivedBy: 'Ana', takenAt: TAKEN_AT / 1000 })?.takenAt).toBeNull();
  });
});

describe('readPhotoUrl', () => {
  it('accepts absolute http(s) URLs and the demo scheme', () => {
    expect(readPhotoUrl('https://cdn.example.com/a.jpg?sig=1')).toBe(
      'https://cdn.example.com/a.jpg?sig=1',
    );
    expect(readPhotoUrl(' http://10.0.0.2:8080/p.jpg ')).toBe('http://10.0.0.2:8080/p.jpg');
    expect(readPhotoUrl('local-photo:abc-123')).toBe('local-photo:abc-123');
  });

  it('refuses scripts, data, blob, file, relative paths and broken demo URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/jpeg;base64,AAAA',
      'blob:https://app.example/1234',
      'file:///etc/passwd',
      '/proofs/p-1.jpg',
      '//cdn.example.com/a.jpg',
      'local-photo:',
      'local-photo:../../x',
      'local-photo:a b',
      `https://example.com/${'a'.repeat(5000)}`,
    ]) {
      expect(readPhotoUrl(url), url).toBeNull();
    }
  });
});

describe('demo proof URLs', () => {
  it('round-trip the proof id', () => {
    expect(localPhotoIdFromUrl(localPhotoUrl('p-9_x'))).toBe('p-9_x');
    expect(localPhotoIdFromUrl('https://example.com/local-photo:x')).toBeNull();
  });
});

describe('readReceivedBy', () => {
  it('collapses control characters and whitespace runs', () => {
    expect(readReceivedBy('  Anna\n\tSchmidt\u0000 ')).toBe('Anna Schmidt');
    expect(readReceivedBy('\u0007\n ')).toBeNull();
  });

  it('caps a long name without cutting an emoji in half', () => {
    const name = '😀'.repeat(MAX_RECEIVED_BY_LENGTH + 10);
    const read = readReceivedBy(name) as string;
    expect(Array.from(read)).toHaveLength(MAX_RECEIVED_BY_LENGTH);
    expect(read.endsWith('😀…')).toBe(true);
  });
});

describe('readProof properties', () => {
  it('never throws, whatever the backend sends', () => {
    fc.assert(
      fc.property(
        fc.anything({ withDate: true, withMap: true, withNullPrototype: true }),
        (raw) => {
          readProof(raw);
          readProof({ proofId: raw, photoUrl: raw, receivedBy: raw, takenAt: raw });
        },
      ),
    );
  });

  it('only ever yields a safe photo URL, a short clean name and a sane time', () => {
    const field = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.string().map((s) => `javascript:${s}`),
      fc.string().map((s) => `local-photo:${s}`),
      fc.integer(),
      fc.double(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(field, field, field, field, (proofId, photoUrl, receivedBy, takenAt) => {
        const proof = readProof({ proofId, photoUrl, receivedBy, takenAt });
        if (proof === null) return;
        if (proof.photoUrl !== null) {
          expect(proof.photoUrl).toMatch(/^(https?:\/\/[^/]|local-photo:[\w-]+$)/);
        }
        if (proof.receivedBy !== null) {
          expect(Array.from(proof.receivedBy).length).toBeLessThanOrEqual(MAX_RECEIVED_BY_LENGTH);
          // eslint-disable-next-line no-control-regex -- the property is about control characters
          expect(proof.receivedBy).not.toMatch(/[\u0000-\u001f\u007f]|^\s|\s$/);
        }
        if (proof.takenAt !== null) {
          expect(Number.isInteger(proof.takenAt)).toBe(true);
          expect(proof.takenAt).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('reads back what a backend following the contract writes', () => {
    const written = fc.record({
      proofId: fc.uuid(),
      photoUrl: fc.option(fc.webUrl({ validSchemes: ['https'] }), { nil: undefined }),
      receivedBy: fc
        .string({ minLength: 1, maxLength: MAX_RECEIVED_BY_LENGTH })
        // eslint-disable-next-line no-control-regex -- a contract-abiding name has none
        .filter((s) => /^\S(.*\S)?$/.test(s) && !/\s\s|[\u0000-\u001f\u007f]/.test(s)),
      takenAt: fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2100, 0, 1) }),
    });
    fc.assert(
      fc.property(written, (proof) => {
        expect(readProof(proof)).toEqual({
          proofId: proof.proofId,
          photoUrl: proof.photoUrl === undefined ? null : new URL(proof.photoUrl).href,
          receivedBy: proof.receivedBy,
          takenAt: proof.takenAt,
        });
      }),
    );
  });
});
