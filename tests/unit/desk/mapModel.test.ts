import { describe, expect, it } from 'vitest';
import { buildBoard, type PendingTargets } from '@/desk/board/board';
import { buildDeskMap, initialsOf, type DeskMapInput } from '@/desk/map/mapModel';
import type { Receipt } from '@/domain/receipt';
import type { DriverShift } from '@/domain/shift/driverShift';
import { onShiftAt } from '../../support/fakeShiftPositions';
import { MINUTE, NOW, order, person, TEAM } from './boardSupport';

// The desk map's model (docs/map.md#the-desks-map): positions → markers, each run's order,
// stale drivers, unassigned stops and stops without a map position.

const LISBON = { lat: 38.7139, lng: -9.1394 };
const at = (north: number, east = 0) => ({ lat: LISBON.lat + north, lng: LISBON.lng + east });

function mapOf(
  receipts: Receipt[],
  shifts: DriverShift[],
  pending: PendingTargets = new Map(),
): ReturnType<typeof buildDeskMap> {
  const board = buildBoard({ receipts, team: TEAM, pending, now: NOW });
  const input: DeskMapInput = { board, shifts, team: TEAM, now: NOW };
  return buildDeskMap(input);
}

const located = (id: string, fields: Record<string, unknown> = {}, place = at(0.01)) =>
  order(id, {
    deliveryAddress: { address: `Rua da Prata ${id.replace(/\D/g, '')}`, ...place },
    ...fields,
  });

describe('the desk map model', () => {
  it('puts each driver on shift at the last position, named with when it was seen', () => {
    const map = mapOf([], [onShiftAt('ana', at(0), NOW - 2 * MINUTE)]);
    expect(map.drivers).toHaveLength(1);
    expect(map.drivers[0]).toMatchObject({
      uid: 'ana',
      name: 'Ana Ribeiro',
      initials: 'AR',
      location: at(0),
      stale: false,
      minutesAgo: 2,
      label: 'Ana Ribeiro, last seen 2 min ago',
    });
  });

  it('marks a position older than five minutes as stale and says so', () => {
    const map = mapOf(
      [],
      [
        onShiftAt('ana', at(0), NOW - 5 * MINUTE),
        onShiftAt('tiago', at(0.01), NOW - 5 * MINUTE - 1),
      ],
    );
    const [ana, tiago] = map.drivers;
    expect(ana).toMatchObject({ stale: false, label: 'Ana Ribeiro, last seen 5 min ago' });
    expect(tiago).toMatchObject({
      stale: true,
      label: 'Tiago Costa, last seen 5 min ago (stale position)',
    });
  });

  it('leaves off-shift drivers out and lists those on shift without a position apart', () => {
    const off: DriverShift = { ...onShiftAt('rui', at(0), NOW), onShift: false, position: null };
    const noPosition: DriverShift = { ...onShiftAt('tiago', at(0), NOW), position: null };
    const map = mapOf([], [off, noPosition]);
    expect(map.drivers).toEqual([]);
    expect(map.driversWithoutPosition).toEqual([{ uid: 'tiago', name: 'Tiago Costa' }]);
  });

  it('names a driver the team does not know by a short uid', () => {
    const map = mapOf([], [onShiftAt('a-very-long-unknown-uid', at(0), NOW)]);
    expect(map.drivers[0].label).toBe('Unknown driver (a-very-l…), last seen 0 min ago');
  });

  it("numbers a driver's open stops in the board's order, in the driver's colour", () => {
    const map = mapOf(
      [
        located('r3', { dispatchId: 'ana', dueAt: NOW + 30 * MINUTE }),
        located('r1', { dispatchId: 'ana', dueAt: NOW + 10 * MINUTE }),
        located('r2', { dispatchId: 'ana', dueAt: NOW + 20 * MINUTE }),
        located('r9', { dispatchId: 'ana', status: 'Delivered' }),
        located('r5', { dispatchId: 'tiago' }),
      ],
      [],
    );
    const ana = map.runs.find((run) => run.uid === 'ana');
    expect(ana?.stops.map((stop) => [stop.order, stop.number])).toEqual([
      ['#1', 1],
      ['#2', 2],
      ['#3', 3],
    ]);
    expect(ana?.stops[1].label).toBe('#2, Rua da Prata 2, Ana Ribeiro, stop 2');
    const tiago = map.runs.find((run) => run.uid === 'tiago');
    expect(tiago?.colour).not.toBe(ana?.colour);
    expect(new Set(ana?.stops.map((stop) => stop.colour))).toEqual(new Set([ana?.colour]));
    expect(map.stopsById.has('r9')).toBe(false);
  });

  it('gives a driver on shift the colour of their run', () => {
    const map = mapOf([located('r5', { dispatchId: 'tiago' })], [onShiftAt('tiago', at(0), NOW)]);
    expect(map.drivers[0].colour).toBe(map.runs[0].colour);
  });

  it('keeps unassigned stops apart, unnumbered and without a colour', () => {
    const map = mapOf([located('r1042', { dispatchId: '' })], []);
    expect(map.runs).toEqual([]);
    expect(map.unassigned).toHaveLength(1);
    expect(map.unassigned[0]).toMatchObject({
      number: null,
      colour: null,
      driverUid: null,
      label: '#1042, Rua da Prata 1042, unassigned',
    });
  });

  it('lists stops without a map position, keeping their number in the run', () => {
    const map = mapOf(
      [
        located('r1', { dispatchId: 'ana', dueAt: NOW + 10 * MINUTE }),
        order('r2', { dispatchId: 'ana', dueAt: NOW + 20 * MINUTE, deliveryAddress: 'Rua X' }),
        order('r7', { deliveryAddress: { address: null } }),
      ],
      [],
    );
    expect(map.unplaced.map((stop) => [stop.id, stop.number])).toEqual([
      ['r2', 2],
      ['r7', null],
    ]);
    expect(map.unplaced[1].street).toBe('No address on this order');
  });

  it('shows a move on its way at its target at once', () => {
    const map = mapOf(
      [located('r1042', { dispatchId: '' })],
      [],
      new Map([['r1042', { to: 'ana' }]]),
    );
    expect(map.unassigned).toEqual([]);
    expect(map.stopsById.get('r1042')).toMatchObject({
      driverUid: 'ana',
      number: 1,
      pending: true,
      label: '#1042, Rua da Prata 1042, Ana Ribeiro, stop 1',
    });
  });

  it('takes initials from the first and last words', () => {
    expect(initialsOf('Ana Ribeiro')).toBe('AR');
    expect(initialsOf('Maria da Graça Lopes')).toBe('ML');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('Zé')).toBe('ZÉ');
    expect(initialsOf(person('x', { name: 'émile zola' }).name ?? '')).toBe('ÉZ');
  });
});
