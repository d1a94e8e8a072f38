import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { numbersIn, region, renderBoard } from './deskSupport';

// Dragging a card onto a region with pointer events (mouse and finger alike, docs/desk.md
// #assigning), and the board's cost of a realtime change: only the card that changed renders
// again (docs/desk.md#performance).

/** What is under the pointer (jsdom lays nothing out, and has no elementFromPoint). */
let underPointer: Element | null = null;

beforeAll(() => {
  // The finger's hold is a real timer: never one faked by a file run before in this worker.
  vi.useRealTimers();
  Object.defineProperty(document, 'elementFromPoint', {
    configurable: true,
    value: () => underPointer,
  });
});

afterAll(() => {
  Reflect.deleteProperty(document, 'elementFromPoint');
});

afterEach(() => vi.restoreAllMocks());

/** The pointer is over the region named `name` (or nothing). */
function pointingAt(name: string | null) {
  underPointer = name === null ? null : region(name);
}

function drag(from: HTMLElement, to: string, pointerType = 'mouse') {
  const at = { pointerId: 7, pointerType, button: 0 };
  fireEvent.pointerDown(from, { ...at, clientX: 10, clientY: 60 });
  pointingAt(to);
  fireEvent.pointerMove(window, { ...at, clientX: 40, clientY: 60 });
  fireEvent.pointerMove(window, { ...at, clientX: 300, clientY: 200 });
  fireEvent.pointerUp(window, { ...at, clientX: 300, clientY: 200 });
}

describe('dragging cards', () => {
  it('assigns a card dropped on a driver’s region, and unassigns one dropped on "Unassigned"', async () => {
    const { services } = await renderBoard();
    drag(screen.getByText('#1043'), 'Tiago Costa');
    expect(numbersIn('Tiago Costa')).toEqual(['#1060', '#1043']);
    drag(screen.getByText('#1050'), 'Unassigned');
    expect(services.control.assignCalls.map((c) => c.request.dispatchId)).toEqual([
      'u-tiago',
      null,
    ]);
  });

  it('drags the selection together when a selected card is dragged', async () => {
    const { user, services } = await renderBoard();
    await user.click(screen.getByRole('checkbox', { name: 'Select #1042' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #1051' }));
    drag(screen.getByText('#1042'), 'Rui Lopes');
    expect(services.control.assignCalls[0]?.request.receiptIds).toEqual(['r1042', 'r1051']);
    expect(screen.getByRole('button', { name: 'Assign selected (0)' })).toBeDisabled();
  });

  it('does nothing for a press that does not move, a drop outside, or a press on a control', async () => {
    const { services } = await renderBoard();
    const card = screen.getByText('#1043');
    fireEvent.pointerDown(card, { pointerId: 1, pointerType: 'mouse', clientX: 5, clientY: 60 });
    fireEvent.pointerUp(window, { pointerId: 1, pointerType: 'mouse', clientX: 6, clientY: 60 });
    drag(card, 'Ana Ribeiro');
    // Dropped where there is no region.
    fireEvent.pointerDown(card, { pointerId: 2, pointerType: 'mouse', clientX: 5, clientY: 60 });
    pointingAt(null);
    fireEvent.pointerMove(window, { pointerId: 2, pointerType: 'mouse', clientX: 90, clientY: 90 });
    fireEvent.pointerUp(window, { pointerId: 2, pointerType: 'mouse', clientX: 90, clientY: 90 });
    // Pressed on the card's button.
    drag(within(region('Ana Ribeiro')).getByRole('button', { name: 'Assign #1043' }), 'Rui Lopes');
    expect(services.control.assignCalls.map((c) => c.request.dispatchId)).toEqual(['u-ana']);
  });

  it('with a finger: a swipe scrolls, a press held still drags', async () => {
    const { services } = await renderBoard();
    const card = screen.getByText('#1043');
    const finger = { pointerId: 3, pointerType: 'touch' };
    fireEvent.pointerDown(card, { ...finger, clientX: 10, clientY: 100 });
    pointingAt('Rui Lopes');
    fireEvent.pointerMove(window, { ...finger, clientX: 10, clientY: 170 });
    fireEvent.pointerUp(window, { ...finger, clientX: 10, clientY: 170 });
    expect(services.control.assignCalls).toEqual([]);

    fireEvent.pointerDown(card, { ...finger, clientX: 10, clientY: 100 });
    // Held still: the card is picked up once the hold is over.
    await vi.waitFor(() => expect(document.querySelector('.desk-drag-ghost')).not.toBeNull(), {
      timeout: 10_000,
    });
    fireEvent.pointerMove(window, { ...finger, clientX: 200, clientY: 180 });
    fireEvent.pointerUp(window, { ...finger, clientX: 200, clientY: 180 });
    expect(services.control.assignCalls.map((c) => c.request.dispatchId)).toEqual(['u-rui']);
  });
});

/**
 * Counts the cards drawn: each shows its time with Intl.DateTimeFormat, whose `format` is a
 * getter read once per time formatted.
 */
function countDrawnTimes() {
  const prototype = Intl.DateTimeFormat.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'format');
  if (original?.get === undefined) throw new Error('Intl.DateTimeFormat#format is not a getter');
  const read = original.get;
  const counter = { count: 0, restore: () => Object.defineProperty(prototype, 'format', original) };
  Object.defineProperty(prototype, 'format', {
    ...original,
    get(this: Intl.DateTimeFormat) {
      counter.count += 1;
      return read.call(this);
    },
  });
  return counter;
}

describe('the cost of a realtime change', () => {
  it('renders again only the card whose receipt changed', async () => {
    const { services } = await renderBoard();
    const drawn = countDrawnTimes();
    try {
      act(() => services.control.updateReceipt('r1050', { status: 'On the Way' }));
      expect(drawn.count).toBe(1);
      drawn.count = 0;
      act(() => services.control.updateReceipt('r1060', { status: 'Pending' }));
      expect(drawn.count).toBe(0); // #1060 shows no time, and nothing else was drawn again
    } finally {
      drawn.restore();
    }
  });
});
