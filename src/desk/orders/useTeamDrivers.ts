import { useEffect, useState } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { personName } from '@/desk/people';
import { isActiveDriver } from '@/domain/roles';

export interface DriverChoice {
  uid: string;
  name: string;
}

/** The drivers who may be given orders (domain/roles.ts), by name, from the team's live read. */
export function useTeamDrivers(): DriverChoice[] {
  const { team } = useDeskServices();
  const [drivers, setDrivers] = useState<DriverChoice[]>([]);
  useEffect(
    () =>
      team.watch(
        (snapshot) =>
          setDrivers(
            snapshot.users
              .filter((user) => isActiveDriver(user))
              .map((user) => ({ uid: user.uid, name: personName(user) }))
              .sort((a, b) => a.name.localeCompare(b.name)),
          ),
        // Without the team, "Assign to" offers Unassigned only; the board says what failed.
        () => setDrivers([]),
      ),
    [team],
  );
  return drivers;
}
