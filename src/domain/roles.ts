import type { BackOfficeUser } from './backOfficeUser';

// What a back-office user's role means, written once (docs/desk.md#who): the app, the desk, the
// backend core and (in its own language) firestore.rules follow this rule.
//
// - A **manager** is a back-office record whose `role` is "manager" (any case, spaces around it
//   ignored). A manager may use the desk (/desk) and call the desk's endpoints.
// - A **driver** is every other back-office record: whatever its role says ("dispatcher",
//   "courier", none at all), it keeps the driver app exactly as before, and the desk may give it
//   orders. A record with `active: false` is a driver who was deactivated: no new orders.

export const MANAGER_ROLE = 'manager';

type WithRole = Pick<BackOfficeUser, 'role'>;

/** True for a back-office record with the manager's role. */
export function isManager(user: WithRole | null | undefined): boolean {
  return user?.role?.trim().toLowerCase() === MANAGER_ROLE;
}

/** True for a back-office record that may be given orders: not a manager, not deactivated. */
export function isActiveDriver(user: Pick<BackOfficeUser, 'role' | 'raw'> | null | undefined) {
  return user !== null && user !== undefined && !isManager(user) && user.raw.active !== false;
}
