import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlaceLookup, DEMO_PLACES, findDemoPlace } from '@/demo/server/places';
import { STREETS } from '@/demo/server/seedData';

// The demo's stand-in for Places (src/demo/server/places.ts): an address that names one of the
// demo's streets, as whole words, in any case, with or without accents, gets its position.

const NAMES = DEMO_PLACES.map((place) => place.name);

/** Words that can be no place's: only these letters and digits (every name has "rua", "praça"…). */
const junkWord = fc.stringMatching(/^[kwxyz0-9]{1,8}$/);
const junk = fc.array(junkWord, { maxLength: 5 }).map((words) => words.join(' '));
const separator = fc.constantFrom(' ', ', ', ' - ', '\n', '; ');

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

describe('the demo gazetteer', () => {
  it('holds every street of the demo day at its seed position, and more of central Lisbon', () => {
    for (const street of STREETS) {
      expect(DEMO_PLACES).toContainEqual({
        name: street.street,
        location: { lat: street.lat, lng: street.lng },
      });
    }
    expect(DEMO_PLACES.length).toBeGreaterThanOrEqual(STREETS.length + 15);
    expect(new Set(NAMES).size).toBe(NAMES.length);
    for (const { location } of DEMO_PLACES) {
      expect(location.lat).toBeGreaterThan(38.69);
      expect(location.lat).toBeLessThan(38.76);
      expect(location.lng).toBeGreaterThan(-9.21);
      expect(location.lng).toBeLessThan(-9.12);
    }
  });

  it('finds a street in a typed address, in any case and without its accents', () => {
    expect(findDemoPlace('rua da prata 12, 2.º Esq., Lisboa')).toEqual({
      name: 'Rua da Prata',
      location: { lat: 38.7105, lng: -9.1368 },
    });
    expect(findDemoPlace('CALCADA DA ESTRELA 5')?.name).toBe('Calçada da Estrela');
    expect(findDemoPlace('Praça do Comércio, 1100-148 Lisboa')?.name).toBe('Praça do Comércio');
    expect(findDemoPlace('4.º andar, Avenida 24 de Julho 100')?.name).toBe('Avenida 24 de Julho');
    expect(findDemoPlace('Rua  dos\tRemédios,3')?.name).toBe('Rua dos Remédios');
  });

  it('matches whole words only, and nothing in an address that names no street of its own', () => {
    expect(findDemoPlace('Rua da Pratas 12')).toBeNull();
    expect(findDemoPlace('Rua da Prat 12')).toBeNull();
    expect(findDemoPlace('Travessa do Fala-Só 3, Lisboa')).toBeNull();
    expect(findDemoPlace('')).toBeNull();
    // Left out on purpose: the journey of a typed order without a position types it
    // (tests/e2e/deskOrdersIn.spec.ts).
    expect(findDemoPlace('Rua do Ouro 88, 1100-063 Lisboa')).toBeNull();
  });

  it('gives the longest name that matches, so a shorter name never wins over one it is part of', () => {
    const rosa = { name: 'Rua da Rosa', location: { lat: 38.7128, lng: -9.1457 } };
    const longer = { name: 'Rua da Rosa Araújo', location: { lat: 38.72, lng: -9.15 } };
    for (const places of [
      [rosa, longer],
      [longer, rosa],
    ]) {
      const lookup = createPlaceLookup(places);
      expect(lookup('Rua da Rosa Araujo 7')).toBe(longer);
      expect(lookup('Rua da Rosa 7')).toBe(rosa);
    }
  });

  it('finds any of its names within random text around it, with a house number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.string(),
        separator,
        fc.integer({ min: 1, max: 999 }),
        separator,
        fc.string(),
        fc.constantFrom('as written', 'upper', 'lower', 'no accents'),
        (name, before, sep1, number, sep2, after, spelling) => {
          const written =
            spelling === 'upper'
              ? name.toUpperCase()
              : spelling === 'lower'
                ? name.toLowerCase()
                : spelling === 'no accents'
                  ? stripAccents(name)
                  : name;
          const address = `${before}${sep1}${written} ${number}${sep2}${after}`;
          expect(findDemoPlace(address)?.name).toBe(name);
        },
      ),
    );
  });

  it('finds nothing in text that names none, near misses included', () => {
    const nearMiss = fc
      .tuple(fc.constantFrom(...NAMES), fc.boolean(), fc.constantFrom('k', 'x', 's'))
      .map(([name, dropFirst, letter]) =>
        // "da Prata" without its "Rua", or "Rua da Pratas".
        dropFirst ? name.split(' ').slice(1).join(' ') : `${name}${letter}`,
      );
    fc.assert(
      fc.property(
        junk,
        fc.option(nearMiss),
        junk,
        fc.integer({ min: 1, max: 999 }),
        (before, miss, after, number) => {
          expect(findDemoPlace(`${before} ${miss ?? ''} ${number}, ${after}`)).toBeNull();
        },
      ),
    );
  });
});
