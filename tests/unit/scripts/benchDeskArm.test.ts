// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armChange, armedChangeShown, benchDatabase } from '../../../bench/sections/deskInPage.mjs';

// Section 11's armed change (bench/sections/deskInPage.mjs): the write is handed to the writer
// to make later, and the card's showing it is noticed without searching the page on every
// mutation, so the trace begun meanwhile holds the change and not the bench's work.

type Writer = { postMessage: ReturnType<typeof vi.fn> };

function card(id: string, status: string): HTMLElement {
  const article = document.createElement('article');
  article.dataset.cardId = id;
  article.innerHTML = `<span class="desk-status">${status}</span>`;
  return article;
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe('armChange', () => {
  let writer: Writer;

  beforeEach(() => {
    // jsdom has no CSS.escape; the test's ids need none.
    vi.stubGlobal('CSS', { escape: (value: string) => value });
    document.body.replaceChildren(card('r-1', 'Picked Up'), card('r-2', 'Picked Up'));
    writer = { postMessage: vi.fn() };
    (window as unknown as { __deskWriter: Writer }).__deskWriter = writer;
  });

  afterEach(() => {
    armedChangeShown(); // stops watching before the page is emptied
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it("hands the writer the write with its delay, and answers when it is due (the page's clock)", () => {
    const before = performance.now();
    const dueAt = armChange({ dbName: 'db', cardId: 'r-1', status: 'On the Way', afterMs: 1000 });
    expect(writer.postMessage).toHaveBeenCalledWith({
      dbName: 'db',
      id: 'r-1',
      status: 'On the Way',
      afterMs: 1000,
    });
    expect(dueAt).toBeGreaterThanOrEqual(before + 1000);
    expect(dueAt).toBeLessThanOrEqual(performance.now() + 1000);
  });

  it('notices the card showing the change, and not another card changing', async () => {
    armChange({ dbName: 'db', cardId: 'r-1', status: 'On the Way', afterMs: 0 });
    document.querySelector('[data-card-id="r-2"] .desk-status')!.textContent = 'On the Way';
    await flush();
    expect(armedChangeShown()).toBeNull();

    armChange({ dbName: 'db', cardId: 'r-1', status: 'On the Way', afterMs: 0 });
    document.querySelector('[data-card-id="r-1"] .desk-status')!.textContent = 'On the Way';
    await flush();
    expect(armedChangeShown()).toEqual(expect.any(Number));
  });

  it('finds the card again when it is drawn anew', async () => {
    armChange({ dbName: 'db', cardId: 'r-1', status: 'On the Way', afterMs: 0 });
    document.querySelector('[data-card-id="r-1"]')!.replaceWith(card('r-1', 'On the Way'));
    await flush();
    expect(armedChangeShown()).toEqual(expect.any(Number));
  });

  it('answers null when the card never showed it, and stops watching', async () => {
    armChange({ dbName: 'db', cardId: 'r-1', status: 'On the Way', afterMs: 0 });
    expect(armedChangeShown()).toBeNull();
    document.querySelector('[data-card-id="r-1"] .desk-status')!.textContent = 'On the Way';
    await flush();
    expect(armedChangeShown()).toBeNull();
  });
});

describe('benchDatabase', () => {
  const page = window as unknown as { __deskBench?: unknown };
  afterEach(() => {
    delete page.__deskBench;
  });

  it('names the bench database, and closes the bus an older build’s seed kept open', () => {
    const close = vi.fn();
    page.__deskBench = { dbName: 'dispatch-desk-bench', bus: { close } };
    expect(benchDatabase()).toBe('dispatch-desk-bench');
    expect(close).toHaveBeenCalledOnce();
    page.__deskBench = { dbName: 'dispatch-desk-bench', announce: () => {} };
    expect(benchDatabase()).toBe('dispatch-desk-bench');
  });

  it('names none outside a bench build', () => {
    expect(benchDatabase()).toBeUndefined();
  });
});
