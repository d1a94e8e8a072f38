import { describe, expect, it } from 'vitest';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { hasAppAccess, isActiveDriver, isDeactivated, isManager } from '@/domain/roles';

// What a back-office role means (src/domain/roles.ts): the rule the driver app, the desk, the
// backend core and firestore.rules follow.

const user = (data: Record<string, unknown>) => parseBackOfficeUser('u1', data);

describe('roles', () => {
  it('a manager is a record whose role says manager, any case, spaces around it ignored', () => {
    expect(isManager(user({ role: ' Manager ' }))).toBe(true);
    expect(isManager(user({ role: 'managers' }))).toBe(false);
    expect(isManager(user({}))).toBe(false);
    expect(isManager(null)).toBe(false);
  });

  it('an active driver is any other record that is not deactivated', () => {
    expect(isActiveDriver(user({ role: 'courier' }))).toBe(true);
    expect(isActiveDriver(user({ role: 'driver', active: true }))).toBe(true);
    expect(isActiveDriver(user({}))).toBe(true);
    expect(isActiveDriver(user({ role: 'driver', active: false }))).toBe(false);
    expect(isActiveDriver(user({ role: 'manager' }))).toBe(false);
    expect(isActiveDriver(null)).toBe(false);
  });

  it('the driver app lets in a record that exists and is not deactivated (Access Denied otherwise)', () => {
    expect(hasAppAccess(user({ role: 'courier' }))).toBe(true);
    expect(hasAppAccess(user({ role: 'manager' }))).toBe(true);
    // Only `false` deactivates: a record that says nothing, or something else, is active.
    expect(hasAppAccess(user({ active: 'no' }))).toBe(true);
    expect(hasAppAccess(user({ active: false }))).toBe(false);
    expect(isDeactivated(user({ active: false }))).toBe(true);
    expect(hasAppAccess(null)).toBe(false);
    expect(hasAppAccess(undefined)).toBe(false);
  });
});
