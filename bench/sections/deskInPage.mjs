// Section 11's functions that run in the desk's page (page.evaluate): each is sent to the page
// as its source, so each stands alone, using only the page's globals (sections/desk.mjs drives
// them).

/**
 * In the page, with the menu of card `cardId` open: clicks `driverName`'s item and resolves with
 * the ms until the card is in that driver's region, a frame later.
 */
export function timedAssign({ cardId, driverName }) {
  const region = () =>
    [...document.querySelectorAll('section.desk-column')].find(
      (section) => section.querySelector('h2')?.textContent === driverName,
    );
  return new Promise((resolve, reject) => {
    // "Bench Driver 07", or with what auto-dispatch works out: "Bench Driver 07 — +7 min, on
    // time" (and "Suggested" on the first).
    const item = [...document.querySelectorAll('[role="menuitem"]')].find(
      (element) =>
        element.textContent === driverName || element.textContent.startsWith(`${driverName} — `),
    );
    if (!item) return reject(new Error(`no menu item "${driverName}"`));
    const arrived = () => region()?.querySelector(`[data-card-id="${CSS.escape(cardId)}"]`);
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the card did not move within 30 s'));
    }, 30_000);
    const observer = new MutationObserver(() => {
      if (!arrived()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve({ ms: performance.now() - start, start });
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const start = performance.now();
    item.click();
  });
}

/**
 * In the page: the bench build's database name (undefined in another build). A baseline built
 * before 0fca4e6 kept its seed's bus open on the change channel: a task of the page's for every
 * change the section writes, counted as the board's. It is closed here, so that both sides of a
 * --baseline run are measured alike.
 */
export function benchDatabase() {
  window.__deskBench?.bus?.close();
  return window.__deskBench?.dbName;
}

/**
 * In the page: a worker that writes a receipt's status to the demo database and announces it on
 * the database's change channel, as the demo backend of another tab does: the record's revision
 * bumped in the write's transaction (coreStore.ts), the record carried with the announcement
 * (callStore.ts, changes.ts) where the build's backend carries it (`announcesRecords`); a build
 * from before gets the id alone, as its own backend announced a write, and reads the receipt
 * back. `afterMs` later when the message says so (armChange).
 */
export function startWriter() {
  const carries = window.__deskBench?.announcesRecords === true;
  const source = `const CARRIES = ${carries};
  onmessage = (event) => {
    const { afterMs = 0 } = event.data;
    setTimeout(() => write(event.data), afterMs);
  };
  const write = ({ dbName, id, status }) => {
    const opening = indexedDB.open(dbName);
    opening.onerror = () => postMessage('could not open ' + dbName);
    opening.onsuccess = () => {
      const db = opening.result;
      const tx = db.transaction('receipts', 'readwrite');
      const store = tx.objectStore('receipts');
      const read = store.get(id);
      let written;
      read.onsuccess = () => {
        const record = read.result;
        const data = { ...record.data, status, updateTimestamp: Date.now() };
        written = { ...record, data, rev: (record.rev ?? 0) + 1 };
        store.put(written);
      };
      tx.onerror = () => postMessage('could not write ' + id);
      tx.oncomplete = () => {
        db.close();
        const channel = new BroadcastChannel(dbName + ':changes');
        const change = CARRIES
          ? { kind: 'receipts', ids: [id], records: [written] }
          : { kind: 'receipts', ids: [id] };
        channel.postMessage({ type: 'changed', change });
        channel.close();
      };
    };
  };`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  window.__deskWriter = new Worker(url);
}

/**
 * In the page: has the writer write `status` on `cardId`; resolves once the card shows it, with
 * the ms it took and when it started (performance.now()).
 */
export function timedChange({ dbName, cardId, status }) {
  return new Promise((resolve, reject) => {
    const shown = () =>
      document.querySelector(`[data-card-id="${CSS.escape(cardId)}"] .desk-status`)?.textContent;
    const before = shown();
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the change did not show within 30 s'));
    }, 30_000);
    window.__deskWriter.onmessage = (event) => {
      observer.disconnect();
      clearTimeout(timer);
      reject(new Error(String(event.data)));
    };
    const observer = new MutationObserver(() => {
      if (shown() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve({ ms: performance.now() - start, start });
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const start = performance.now();
    window.__deskWriter.postMessage({ dbName, id: cardId, status });
  });
}

/**
 * In the page: has the writer write `status` on `cardId` `afterMs` from now, and watches for the
 * card to show it at the least cost to the page (the status element found now, found again only
 * if the card is drawn anew), so that a trace begun meanwhile holds the change and not the
 * bench's finding of the card (one `querySelector` over a 1,000-card board: 2–6 ms at 4× CPU).
 * Answers when the write is due (performance.now()); armedChangeShown says when it showed.
 */
export function armChange({ dbName, cardId, status, afterMs }) {
  const find = () => document.querySelector(`[data-card-id="${CSS.escape(cardId)}"] .desk-status`);
  let element = find();
  const before = element?.textContent;
  const armed = { dueAt: performance.now() + afterMs, shownAt: null, observer: null };
  armed.observer = new MutationObserver(() => {
    if (!element?.isConnected) element = find();
    if (element?.textContent === before) return;
    armed.observer.disconnect();
    armed.shownAt = performance.now();
  });
  armed.observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  window.__deskArmedChange = armed;
  window.__deskWriter.postMessage({ dbName, id: cardId, status, afterMs });
  return armed.dueAt;
}

/** In the page: the armed change's ms from its write to its card showing it (null: not yet). */
export function armedChangeShown() {
  const armed = window.__deskArmedChange;
  armed.observer.disconnect();
  return armed.shownAt === null ? null : armed.shownAt - armed.dueAt;
}

/**
 * In the page: the cards on the board once it is drawn whole (a big board is drawn in stages,
 * docs/desk.md#performance): the count once it is at least the board's "Open" count and holds
 * for a quarter of a second (at a slowed CPU one stage's render takes longer than that before it
 * commits: the count alone would stop at the first stage). At most a minute.
 */
export async function cardsOnceDrawn(selector) {
  // The desk's own cards (#root), not the board kept in the first frame (desk-boot.js), which
  // is gone once the desk has taken over.
  const count = () =>
    document.getElementById('desk-first-frame') === null
      ? document.querySelectorAll(`#root ${selector}`).length
      : -1;
  const open = () =>
    Number(document.querySelector('#root .desk-count--open dd')?.textContent ?? 0) || 0;
  const until = performance.now() + 60_000;
  let before = null;
  let now = count();
  while ((now === -1 || now !== before || now < open()) && performance.now() < until) {
    before = now;
    await new Promise((done) => setTimeout(done, 250));
    now = count();
  }
  return now;
}

/**
 * In the page: the ms of the first pass working out the unassigned cards' suggestions (the
 * performance measure `name`, useDeskDispatch.ts) that started at or after `since` (the page's
 * performance.now()), with the count of the lines on the cards then; null when none came within
 * `timeoutMs` (no driver on shift, or the rule's chunk not in).
 */
export function suggestionsPassAfter({ name, since, timeoutMs }) {
  const passAfter = (entries) =>
    entries.find((entry) => entry.name === name && entry.startTime >= since) ?? null;
  const answer = (entry) =>
    entry === null
      ? null
      : {
          ms: entry.duration,
          startedAfterMs: entry.startTime - since,
          lines: document.querySelectorAll('#root .desk-card__suggestion').length,
        };
  return new Promise((resolve) => {
    const done = passAfter(performance.getEntriesByName(name));
    if (done !== null) return resolve(answer(done));
    // Told by the browser, not polled: nothing of the bench runs in the page meanwhile.
    const observer = new PerformanceObserver((list) => {
      const entry = passAfter(list.getEntries());
      if (entry === null) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(answer(entry));
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
    observer.observe({ type: 'measure' });
  });
}
