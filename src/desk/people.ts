import { deskText } from '@/desk/i18n/texts';
import type { BackOfficeUser } from '@/domain/backOfficeUser';

// People's names as the desk shows them, in one place (docs/desk.md#the-board): the board's
// columns, cards, menus and notices, the Map's markers, End of shift and auto-dispatch all name
// a uid here, so a driver reads the same everywhere, in the language shown.

/** A uid's name: "Unassigned" for none, the person's name, or "Unknown driver (uid…)". */
export type NameOf = (uid: string | null) => string;

const SHORT_UID = 8;

/** A uid short enough for a heading: its first characters and an ellipsis. */
export function shortUid(uid: string): string {
  return uid.length > SHORT_UID ? `${uid.slice(0, SHORT_UID)}…` : uid;
}

/** A person's name as the desk shows it: name, else email, else "Driver <uid>". */
export function personName(person: BackOfficeUser): string {
  return (
    person.name ?? person.email ?? deskText('board.unnamedDriver', { uid: shortUid(person.uid) })
  );
}

/** The name for `uid`, whose record is `person` (null: the team has none, such as a removed driver). */
export function nameFor(uid: string | null, person: BackOfficeUser | null): string {
  if (uid === null) return deskText('board.unassigned');
  if (person !== null) return personName(person);
  return deskText('board.unknownDriver', { uid: shortUid(uid) });
}

/** The names of a team's people by uid (see NameOf). */
export function teamNames(team: readonly BackOfficeUser[]): NameOf {
  const people = new Map(team.map((person) => [person.uid, person]));
  return (uid) => nameFor(uid, uid === null ? null : (people.get(uid) ?? null));
}
