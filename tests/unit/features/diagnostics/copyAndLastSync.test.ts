import { describe, expect, it, vi } from 'vitest';
import { copyText } from '@/features/diagnostics/copyText';
import {
  createLastSyncStore,
  LAST_SYNC_WRITE_EVERY_MS,
  latestSentAt,
} from '@/features/diagnostics/lastSync';

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await copyText('report', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('report');
  });

  it('falls back to a selected text area when the Clipboard API refuses', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('NotAllowedError')));
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    expect(await copyText('report', { writeText })).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    // The helper text area is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says false when no way works (the sheet shows the text instead)', async () => {
    document.execCommand = vi.fn(() => false);
    expect(await copyText('report', undefined)).toBe(false);
  });
});

describe('last successful sync', () => {
  it('keeps the latest moment, across a reload (localStorage)', () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
    } as unknown as Storage;
    const store = createLastSyncStore(storage);
    expect(store.get()).toBeNull();
    store.record(2_000);
    store.record(1_000); // an older answer arriving late changes nothing
    expect(store.get()).toBe(2_000);
    expect(createLastSyncStore(storage).get()).toBe(2_000);
  });

  it('writes the phone’s copy at most once a minute of answers, and the latest when hidden', () => {
    const saved = new Map<string, string>();
    let writes = 0;
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => {
        writes += 1;
        saved.set(key, value);
      },
    } as unknown as Storage;
    const store = createLastSyncStore(storage);
    store.record(1_000);
    for (let at = 2_000; at < 1_000 + LAST_SYNC_WRITE_EVERY_MS; at += 1_000) store.record(at);
    expect(writes).toBe(1);
    expect(store.get()).toBe(LAST_SYNC_WRITE_EVERY_MS); // the screen shows the latest
    store.record(1_000 + LAST_SYNC_WRITE_EVERY_MS);
    expect(writes).toBe(2);
    store.record(2_000 + LAST_SYNC_WRITE_EVERY_MS);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(writes).toBe(3);
    expect(createLastSyncStore(storage).get()).toBe(2_000 + LAST_SYNC_WRITE_EVERY_MS);
  });

  it('works without storage', () => {
    const store = createLastSyncStore(null);
    store.record(5);
    expect(store.get()).toBe(5);
  });

  it('reads the latest sentAt of the outbox entries', () => {
    expect(latestSentAt([{ sentAt: null }, { sentAt: 3 }, { sentAt: 7 }, { sentAt: 5 }])).toBe(7);
    expect(latestSentAt([{ sentAt: null }])).toBeNull();
  });
});
