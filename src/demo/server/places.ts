import type { GeoPoint } from '@/domain/read';
import { STREETS } from './seedData';

// The demo's stand-in for Google Places (docs/desk.md, "New order"): a small gazetteer of central
// Lisbon, the demo day's own streets (seedData's STREETS) and some well-known streets and squares
// around them, each at one approximate point. An address typed in the desk's New order that
// names one gets that point as its map position, whatever its house number: no offset along the
// street. Production has none of this: Google Places gives the position there.

export interface DemoPlace {
  name: string;
  location: GeoPoint;
}

/** Streets and squares of central Lisbon beyond the demo day's own, at approximate points. */
const MORE_PLACES: readonly (readonly [name: string, lat: number, lng: number])[] = [
  ['Rua Augusta', 38.7101, -9.1371],
  ['Rua dos Fanqueiros', 38.7112, -9.1357],
  ['Rua dos Correeiros', 38.7103, -9.1376],
  ['Rua da Madalena', 38.7113, -9.1349],
  ['Praça do Comércio', 38.7076, -9.1364],
  ['Praça da Figueira', 38.7138, -9.1381],
  ['Rossio', 38.7139, -9.1394],
  ['Praça Dom Pedro IV', 38.7139, -9.1394],
  ['Praça dos Restauradores', 38.7157, -9.1413],
  ['Rua do Carmo', 38.7117, -9.1399],
  ['Largo do Carmo', 38.7121, -9.1408],
  ['Largo do Chiado', 38.7107, -9.1427],
  ['Rua do Alecrim', 38.7087, -9.1437],
  ['Rua da Misericórdia', 38.7122, -9.1447],
  ['Avenida 24 de Julho', 38.7062, -9.1552],
  ['Avenida Fontes Pereira de Melo', 38.7292, -9.1479],
  ['Avenida da República', 38.7405, -9.1462],
  ['Rua de Belém', 38.6976, -9.2031],
];

export const DEMO_PLACES: readonly DemoPlace[] = [
  ...STREETS.map(({ street, lat, lng }) => ({ name: street, location: { lat, lng } })),
  ...MORE_PLACES.map(([name, lat, lng]) => ({ name, location: { lat, lng } })),
];

/**
 * Text as words to compare: lower case, without accents (NFD, combining marks dropped), every
 * run of what is not a letter or a digit one space, with a space at each end.
 */
export function placeWords(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

/**
 * The place an address names (its name's words within the address's, whole words, in any case
 * and with or without accents), the longest name when several match; null when none does.
 */
export function createPlaceLookup(
  places: readonly DemoPlace[],
): (address: string) => DemoPlace | null {
  const named = places
    .map((place) => ({ place, words: placeWords(place.name) }))
    .sort((a, b) => b.words.length - a.words.length);
  return (address) => {
    const words = placeWords(address);
    return named.find((entry) => words.includes(entry.words))?.place ?? null;
  };
}

/** The demo's gazetteer as New order's Address uses it: findDemoPlace('rua da prata 12'). */
export const findDemoPlace = createPlaceLookup(DEMO_PLACES);
