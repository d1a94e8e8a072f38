import { useMemo } from 'react';
import { personName } from '@/desk/people';
import { useTeamRead } from '@/desk/shell/liveReads';
import { isActiveDriver } from '@/domain/roles';

export interface DriverChoice {
  uid: string;
  name: string;
}

// Without the team, "Assign to" offers Unassigned only; the board says what failed. A module-level
// function, so the read's effect does not start again on every render.
function ignoreTeamError() {}

/** The drivers who may be given orders (domain/roles.ts), by name, from the team's live read. */
export function useTeamDrivers(): DriverChoice[] {
  const people = useTeamRead(0, ignoreTeamError);
  return useMemo(
    () =>
      (people?.value ?? [])
        .filter((user) => isActiveDriver(user))
        .map((user) => ({ uid: user.uid, name: personName(user) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [people],
  );
}
