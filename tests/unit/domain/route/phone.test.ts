import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toE164 } from '@/domain/route/phone';

describe('toE164', () => {
  it.each([
    ['912 345 678', 'PT', '+351912345678'],
    ['+351 912-345-678', 'PT', '+351912345678'],
    ['00351 912 345 678', 'PT', '+351912345678'],
    ['351912345678', 'PT', '+351912345678'],
    ['(+351) 21 123 4567', 'PT', '+351211234567'],
    ['+44 20 7946 0958', 'PT', '+442079460958'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['(415) 555-2671', 'US', '+14155552671'],
    ['912 345 678', 'pt', '+351912345678'],
  ])('%s (%s) → %s', (phone, country, e164) => {
    expect(toE164(phone, country)).toEqual({ ok: true, e164 });
  });

  it('says the number is missing', () => {
    expect(toE164(null)).toEqual({ ok: false, reason: 'missing' });
    expect(toE164('   ')).toEqual({ ok: false, reason: 'missing' });
  });

  it.each([
    '12',
    'call reception',
    '91234567',
    '+351 91 + 2345678',
    '912 345 678 ext 2',
    '+0 123 456 789',
    '+1234567890123456',
  ])('refuses %s', (phone) => {
    expect(toE164(phone, 'PT')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a national number for a country it does not know', () => {
    expect(toE164('912 345 678', 'XX')).toEqual({ ok: false, reason: 'invalid' });
    expect(toE164('+351 912 345 678', 'XX')).toEqual({ ok: true, e164: '+351912345678' });
  });
});

describe('toE164 (property)', () => {
  it('reads a Portuguese mobile however it is spaced or prefixed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^9[1236]\d{7}$/),
        fc.constantFrom('', '+351', '00351', '+351 ', '(+351) '),
        fc.array(fc.nat({ max: 8 }), { maxLength: 4 }),
        (national, prefix, spaceAt) => {
          const digits = [...national];
          for (const at of spaceAt) digits.splice(at + 1, 0, ' ');
          return toE164(`${prefix}${digits.join('')}`, 'PT').ok === true;
        },
      ),
    );
  });
});
