import { describe, expect, it } from 'vitest';
import { fillTemplate, firstNameOf } from '@/domain/route/message';

const TEMPLATE =
  "Hi {{firstName}}, this is your courier from {{company}}: I'm on my way with order #{{orderNumber}}, {{estimate}}.";

describe('fillTemplate', () => {
  it('fills in the name, company, order and estimate', () => {
    expect(
      fillTemplate(TEMPLATE, {
        firstName: 'Ana',
        company: 'Dispatch',
        orderNumber: '1042',
        estimate: 'about 8 min',
      }),
    ).toBe(
      "Hi Ana, this is your courier from Dispatch: I'm on my way with order #1042, about 8 min.",
    );
  });

  it('leaves no stray space when a value is empty', () => {
    expect(
      fillTemplate('Hi {{firstName}}, #{{ orderNumber }} {{unknown}}', {
        firstName: '',
        company: '',
        orderNumber: '7',
        estimate: '',
      }),
    ).toBe('Hi, #7 {{unknown}}');
  });
});

describe('firstNameOf', () => {
  it('is the first word of the name', () => {
    expect(firstNameOf('  Ana  Sousa ')).toBe('Ana');
    expect(firstNameOf(null)).toBe('');
  });
});
