import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DESK_FIRST_FRAME_KEY,
  MAX_DESK_FIRST_FRAME_CHARS,
  deskBuildName,
  firstScreenCopy,
  firstScreenMarkup,
  forgetDeskFirstFrame,
  keepDeskFirstFrame,
  type DeskFirstFrameRecord,
} from '@/desk/firstFrame/deskFirstFrame';
import {
  TAKE_OVER_AT_LATEST_MS,
  deskRootElement,
  heldTapKey,
  takeOverFirstFrame,
} from '@/desk/firstFrame/takeOver';

// The desk's board in the first frame: kept by the desk (src/desk/firstFrame), put on screen by
// public/desk-boot.js, a classic script, before any module runs. These run desk-boot.js over
// records the desk wrote, so the two keep to one shape.

const BOOT_SCRIPT = readFileSync(resolve('public/desk-boot.js'), 'utf8');
const BUILD = 'desk-abc123';
const HOSTILE = '</li><img src=x onerror="alert(1)"><script>alert(2)</script> & "quoted"';

/** A board as the desk draws it: "Unassigned", then the drivers' regions, each with cards. */
function boardMarkup(columns: number, cardsEach: number, text = 'Rua da Prata 42'): string {
  const column = (index: number) => {
    const cards = Array.from(
      { length: cardsEach },
      (_, card) =>
        `<li class="desk-card__item"><article aria-labelledby="t-${index}-${card}" data-card-id="r-${index}-${card}">` +
        `<h3 id="t-${index}-${card}">#${index}${card}</h3><p>${escapeText(text)}</p>` +
        `<button type="button">Assign #${index}${card}</button></article></li>`,
    ).join('');
    return (
      `<section class="desk-column" aria-labelledby="c-${index}"><div class="desk-column__header">` +
      `<h2 id="c-${index}">Driver ${index}</h2></div><ul class="desk-column__cards">${cards}</ul>` +
      `<div class="desk-column__delivered"><button aria-controls="d-${index}">Delivered (1)</button>` +
      `<ul id="d-${index}" class="desk-column__cards"><li class="desk-card__item">delivered</li></ul></div></section>`
    );
  };
  const drivers = Array.from({ length: columns - 1 }, (_, index) => column(index + 1)).join('');
  return (
    `<header><h1>Desk</h1></header><main><div class="desk-board">${column(0)}` +
    `<div class="desk-board__drivers">${drivers}</div></div>` +
    `<div role="menu"><button role="menuitem">Ana Ribeiro</button></div></main>`
  );
}

function escapeText(text: string): string {
  const element = document.createElement('p');
  element.textContent = text;
  return element.innerHTML;
}

function drawnDesk(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = markup;
  return root;
}

function record(overrides: Partial<DeskFirstFrameRecord> = {}): DeskFirstFrameRecord {
  return {
    build: BUILD,
    uid: 'manager-1',
    since: Date.now(),
    html: firstScreenMarkup(drawnDesk(boardMarkup(3, 2))),
    ...overrides,
  };
}

/** Runs desk-boot.js as the browser does: a classic script, its tag carrying the build's name. */
function runDeskBoot(build: string | null = BUILD) {
  const tag = document.createElement('script');
  tag.setAttribute('data-desk-boot', '');
  if (build !== null) tag.setAttribute('data-build', build);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  new Function(BOOT_SCRIPT)();
}

const root = () => document.getElementById('root')!;
const kept = () => document.getElementById('desk-first-frame');

beforeEach(() => {
  window.history.replaceState(null, '', '/desk');
  document.body.innerHTML = '<div id="root"><main><p>Starting the desk…</p></main></div>\n';
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  Reflect.deleteProperty(document, 'currentScript');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the first screen kept', () => {
  it("holds the first stage's regions and cards: six in Unassigned and the first six drivers'", () => {
    const copy = firstScreenCopy(drawnDesk(boardMarkup(10, 9)));
    const counts = Array.from(copy.querySelectorAll('.desk-column')).map(
      (column) => column.querySelector(':scope > .desk-column__cards')!.childElementCount,
    );
    // The regions after those, below a wide screen's fold, are left out whole.
    expect(counts).toEqual([6, 6, 6, 6, 6, 6, 6]);
    // The delivered ones stay folded away; the region's words stay whole.
    expect(copy.querySelectorAll('.desk-column__delivered li')).toHaveLength(0);
    expect(copy.querySelectorAll('.desk-column h2')).toHaveLength(7);
  });

  it('leaves out an open menu, and gives every id and reference to one an id of its own', () => {
    const copy = firstScreenCopy(drawnDesk(boardMarkup(2, 1)));
    expect(copy.querySelector('[role="menu"]')).toBeNull();
    expect(copy.querySelector('section')!.getAttribute('aria-labelledby')).toBe('ff-c-0');
    expect(copy.querySelector('#ff-c-0')!.textContent).toBe('Driver 0');
    expect(copy.querySelector('[aria-controls]')!.getAttribute('aria-controls')).toBe('ff-d-0');
    expect(copy.querySelector('#c-0')).toBeNull();
  });

  it('keeps hostile text as text: parsed back, it is the same words and no element', () => {
    const markup = firstScreenMarkup(drawnDesk(boardMarkup(1, 1, HOSTILE)));
    keepDeskFirstFrame(record({ html: markup }));
    runDeskBoot();
    expect(kept()!.querySelector('img, script')).toBeNull();
    expect(kept()!.querySelector('article p')!.textContent).toBe(HOSTILE);
  });

  it('is not kept when larger than a first screen, nor when the storage is full', () => {
    keepDeskFirstFrame(record());
    expect(localStorage.getItem(DESK_FIRST_FRAME_KEY)).not.toBeNull();
    keepDeskFirstFrame(record({ html: 'x'.repeat(MAX_DESK_FIRST_FRAME_CHARS + 1) }));
    expect(localStorage.getItem(DESK_FIRST_FRAME_KEY)).toBeNull();

    keepDeskFirstFrame(record());
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => localStorage.removeItem(key),
    };
    keepDeskFirstFrame(record(), full);
    expect(localStorage.getItem(DESK_FIRST_FRAME_KEY)).toBeNull();
  });

  it("names the build from desk-boot.js's tag, and none on the dev server", () => {
    expect(deskBuildName()).toBeNull();
    document.head.innerHTML = `<script data-desk-boot data-build="${BUILD}"></script>`;
    expect(deskBuildName()).toBe(BUILD);
    document.head.innerHTML = '';
  });
});

describe('public/desk-boot.js', () => {
  it("puts this build's board of today before #root, and hides #root until the desk takes over", () => {
    keepDeskFirstFrame(record());
    runDeskBoot();
    expect(kept()!.nextElementSibling).toBe(root());
    expect(kept()!.getAttribute('aria-hidden')).toBe('true');
    expect(kept()!.querySelectorAll('.desk-card__item').length).toBeGreaterThan(0);
    expect(root().hidden).toBe(true);

    takeOverFirstFrame();
    expect(kept()).toBeNull();
    expect(root().hidden).toBe(false);
  });

  it('puts it on screen only once #root is whole: when the parser has added #root-end', async () => {
    const afterObservers = () => new Promise((resolve) => setTimeout(resolve, 0));
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      keepDeskFirstFrame(record());
      runDeskBoot();
      root().after(document.createElement('noscript'));
      await afterObservers();
      expect(kept()).toBeNull();

      const marker = document.createElement('template');
      marker.id = 'root-end';
      document.body.append(marker);
      await afterObservers();
      expect(kept()!.nextElementSibling).toBe(root());
      expect(root().hidden).toBe(true);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it.each([
    ['another build', () => keepDeskFirstFrame(record({ build: 'desk-older' }))],
    ['yesterday', () => keepDeskFirstFrame(record({ since: Date.now() - 26 * 3_600_000 }))],
    [
      'another shape',
      () => localStorage.setItem(DESK_FIRST_FRAME_KEY, '{"format":2,"html":"<p>x</p>"}'),
    ],
    ['unreadable', () => localStorage.setItem(DESK_FIRST_FRAME_KEY, '{torn')],
    ['none (signed out: forgotten)', () => forgetDeskFirstFrame()],
  ])('leaves "Starting the desk…" for a board of %s', (_name, write) => {
    keepDeskFirstFrame(record());
    write();
    runDeskBoot();
    expect(kept()).toBeNull();
    expect(root().hidden).toBe(false);
    expect(root().textContent).toBe('Starting the desk…');
  });

  it('shows nothing kept on the dev server or off /desk', () => {
    keepDeskFirstFrame(record());
    runDeskBoot(null);
    expect(kept()).toBeNull();
    window.history.replaceState(null, '', '/desk/other');
    runDeskBoot();
    expect(kept()).toBeNull();
  });

  it('holds a click on the kept board and makes it again on the desk’s own control', async () => {
    keepDeskFirstFrame(record());
    runDeskBoot();
    const keptButton = kept()!.querySelector('article button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    keptButton.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(keptButton.hasAttribute('data-held-tap')).toBe(true);

    // The desk draws its own board in #root; its button of the same words gets the click.
    root().innerHTML = boardMarkup(3, 2);
    const own = root().querySelector('article button') as HTMLButtonElement;
    expect(heldTapKey(own)).toBe(heldTapKey(keptButton));
    const clicked = vi.fn();
    own.addEventListener('click', clicked);
    takeOverFirstFrame();
    await new Promise((done) => setTimeout(done, 0));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('keeps the desk out of the page until it takes over: never two copies of a text', () => {
    keepDeskFirstFrame(record());
    runDeskBoot();
    const desk = deskRootElement()!;
    expect(desk.id).toBe('root');
    expect(document.getElementById('root')).toBeNull();
    // The desk's header drawn before its board: its words are not in the page twice.
    desk.innerHTML = '<header><button>Sign out</button></header><main><p>Loading…</p></main>';
    kept()!.insertAdjacentHTML('beforeend', '<button>Sign out</button>');
    expect(document.body.textContent!.match(/Sign out/g)).toHaveLength(1);

    takeOverFirstFrame();
    expect(kept()).toBeNull();
    expect(document.body.firstElementChild).toBe(desk);
    expect(desk.hidden).toBe(false);
  });

  it('takes over at the latest after a while once started, and desk-boot.js leaves it to it', () => {
    vi.useFakeTimers();
    keepDeskFirstFrame(record());
    runDeskBoot();
    const desk = deskRootElement()!;
    vi.advanceTimersByTime(TAKE_OVER_AT_LATEST_MS - 1);
    expect(kept()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(kept()).toBeNull();
    expect(desk.isConnected).toBe(true);
    // desk-boot.js's own fallback (for scripts that never start) finds nothing left to do.
    vi.advanceTimersByTime(15_000);
    expect(desk.isConnected).toBe(true);
  });

  it('renders into #root as it is when nothing was kept', () => {
    runDeskBoot();
    expect(deskRootElement()).toBe(root());
    expect(root().isConnected).toBe(true);
  });

  it('gives the screen back to #root should the desk never start', () => {
    vi.useFakeTimers();
    keepDeskFirstFrame(record());
    runDeskBoot();
    expect(root().hidden).toBe(true);
    vi.advanceTimersByTime(15_000);
    expect(kept()).toBeNull();
    expect(root().hidden).toBe(false);
  });
});
