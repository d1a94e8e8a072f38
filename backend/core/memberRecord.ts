import type { BackOfficeUserData } from './store';

// A new back-office record, written once for everyone the back office adds: the desk's invited
// drivers (deskTeam.ts, which adds the phone and who invited them) and the first manager
// (firstManager.ts). domain/roles.ts says what `role` and `active` mean.

export function newMemberRecord(member: {
  name: string;
  /** Lower case: one address, one account. */
  email: string;
  role: string;
  now: number;
}): BackOfficeUserData {
  const { name, email, role, now } = member;
  return { name, email, role, active: true, createdAt: now };
}
