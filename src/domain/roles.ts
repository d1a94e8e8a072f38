import type { BackOfficeUser } from './backOfficeUser';

// What a back-office user's role means, written once (docs/desk.md#who): the app, the desk, the
// backend core and (in its own language) firestore.rules follow this rule.
//
// - A **manager** is a back-office record whose `role` is "manager" (any case, spaces around it
//   ignored). A manager may use the desk (/desk) and call the desk's endpoints.
// - A **driver** is every other back-office record: whatever its role says ("dispatcher",
//   "courier", none at all), it keeps the driver app exactly as before, and the desk may give it
//   orders. A record with `active: false` is a driver who was deactivated (the desk's
//   "Deactivate", docs/backend-contract.md#drivers): no new orders, no shift, and no driver app —
//   the app shows "Access Denied" once the server confirms the record says so, as it does for a
//   record the server confirms missing (hasAppAccess).

export const MANAGER_ROLE = 'manager';

type WithRole = Pick<BackOfficeUser, 'role'>;

/** True for a back-office record with the manager's role. */
export function isManager(user: WithRole | null | undefined): boolean {
  return user?.role?.trim().toLowerCase() === MANAGER_ROLE;
}

/** The role a driver invited from the desk is given (any role but "manager" is a driver's). */
export const DRIVER_ROLE = 'driver';

type WithRaw = Pick<BackOfficeUser, 'raw'>;

/** True for a record that says `active: false`: deactivated by the back office. */
export function isDeactivated(user: WithRaw | null | undefined): boolean {
  return user?.raw.active === false;
}

/** True for a back-office record that may be given orders: not a manager, not deactivated. */
export function isActiveDriver(user: Pick<BackOfficeUser, 'role' | 'raw'> | null | undefined) {
  return user !== null && user !== undefined && !isManager(user) && !isDeactivated(user);
}

/**
 * Whether the driver app lets an account in, from its back-office record: there is one, and it
 * is not deactivated. The app says "Access Denied" only when the **server** confirms the answer
 * is no (a record missing or deactivated); a cached answer never locks anyone out offline.
 */
export function hasAppAccess(user: WithRaw | null | undefined): boolean {
  return user !== null && user !== undefined && !isDeactivated(user);
}
