import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTrackMap,
  MAP_LOAD_TIMEOUT_MS,
  MAP_READY_CALLBACK,
  MAP_SCRIPT_ID,
  type LatLng,
  type MapsMap,
  type TrackMapOptions,
} from '@/track/map';

// The customer's tracking page's Google map (src/track/map.ts, docs/tracking.md). Google's
// script cannot load here: a stand-in google.maps is put on window when the test "loads" it.

type Win = Window & Record<string, unknown> & { gm_authFailure?: () => void };
const win = window as unknown as Win;

const FIRST = { lat: 38.74, lng: -9.15 };
const NEXT = { lat: 38.725, lng: -9.145 };

function standIn() {
  const maps: { element: HTMLElement; options: Record<string, unknown>; panned: LatLng[] }[] = [];
  const markers: { position: LatLng; title: string; map: MapsMap | null }[] = [];
  class Map implements MapsMap {
    record: (typeof maps)[number];
    constructor(element: HTMLElement, options: Record<string, unknown>) {
      this.record = { element, options, panned: [] };
      maps.push(this.record);
    }
    panTo(position: LatLng) {
      this.record.panned.push(position);
    }
  }
  class Marker {
    record: (typeof markers)[number];
    constructor(options: { map: MapsMap; position: LatLng; title: string }) {
      this.record = { ...options };
      markers.push(this.record);
    }
    setPosition(position: LatLng) {
      this.record.position = position;
    }
    setMap(map: MapsMap | null) {
      this.record.map = map;
    }
  }
  return { maps, markers, namespace: { Map, Marker } };
}

function setup(overrides: Partial<TrackMapOptions> = {}) {
  const frame = document.createElement('section');
  document.body.append(frame);
  const onChange = vi.fn();
  const map = createTrackMap({
    apiKey: 'test-key',
    apiBase: 'https://maps.googleapis.com',
    lang: 'pt-PT',
    frame,
    label: 'Map of the driver’s position',
    markerTitle: 'Driver',
    onChange,
    ...overrides,
  });
  const script = () => document.getElementById(MAP_SCRIPT_ID) as HTMLScriptElement | null;
  /** What Google's script does once it has loaded. */
  async function googleLoads(namespace: object) {
    win.google = { maps: namespace };
    (win[MAP_READY_CALLBACK] as () => void)();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
  }
  return { frame, map, onChange, script, googleLoads };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="referrer" content="no-referrer" />';
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'onLine');
  for (const name of ['google', 'gm_authFailure', MAP_READY_CALLBACK])
    Reflect.deleteProperty(win, name);
});

describe('the tracking page map', () => {
  it('loads nothing without a key, and never shows', () => {
    for (const apiKey of [undefined, null, '', '  ']) {
      const { map, script, frame } = setup({ apiKey });
      map.show(FIRST);
      expect(script()).toBeNull();
      expect(map.showing()).toBe(false);
      expect(frame.hidden).toBe(true);
    }
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(win.gm_authFailure).toBeUndefined();
  });

  it('loads the script only once there is a driver to show, with the key and the language', () => {
    // The script never loads here: its load timeout is the fake clock's, not left running.
    vi.useFakeTimers();
    const { map, script } = setup();
    map.show(null);
    expect(script()).toBeNull();
    map.show(FIRST);
    const src = new URL(script()?.src ?? '');
    expect(src.origin + src.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(src.searchParams.get('key')).toBe('test-key');
    expect(src.searchParams.get('callback')).toBe(MAP_READY_CALLBACK);
    expect(src.searchParams.get('language')).toBe('pt-PT');
    // A key restricted to the site needs the origin; the token in the path is never sent.
    expect(script()?.referrerPolicy).toBe('strict-origin');
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'strict-origin',
    );
    map.show(NEXT);
    expect(document.querySelectorAll(`#${MAP_SCRIPT_ID}`)).toHaveLength(1);
    expect(map.showing()).toBe(false);
  });

  it('puts a marker at the driver, and moves it on the next poll', async () => {
    const { map, frame, googleLoads } = setup();
    const google = standIn();
    map.show(FIRST);
    await googleLoads(google.namespace);

    expect(map.showing()).toBe(true);
    expect(frame.hidden).toBe(false);
    expect(frame.getAttribute('aria-label')).toBe('Map of the driver’s position');
    expect(google.maps).toHaveLength(1);
    expect(frame.contains(google.maps[0]?.element ?? null)).toBe(true);
    expect(google.maps[0]?.options).toMatchObject({ center: FIRST, disableDefaultUI: true });
    expect(google.markers).toEqual([{ position: FIRST, title: 'Driver', map: expect.anything() }]);

    map.show(NEXT);
    expect(google.markers).toHaveLength(1);
    expect(google.markers[0]?.position).toEqual(NEXT);
    expect(google.maps[0]?.panned.at(-1)).toEqual(NEXT);
  });

  it('takes the marker off and hides when there is no position any more (delivered)', async () => {
    const { map, frame, googleLoads } = setup();
    const google = standIn();
    map.show(FIRST);
    await googleLoads(google.namespace);
    map.show(null);
    expect(google.markers[0]?.map).toBeNull();
    expect(frame.hidden).toBe(true);
    expect(map.showing()).toBe(false);
  });

  it('takes the classes from importLibrary when the script offers it (loading=async)', async () => {
    const { map, googleLoads } = setup();
    const google = standIn();
    const importLibrary = vi.fn(async (name: string) =>
      name === 'maps' ? { Map: google.namespace.Map } : { Marker: google.namespace.Marker },
    );
    map.show(FIRST);
    await googleLoads({ importLibrary });
    expect(importLibrary).toHaveBeenCalledWith('marker');
    expect(google.markers).toHaveLength(1);
    expect(map.showing()).toBe(true);
  });

  it('falls back to the drawing for good when Google rejects the key (gm_authFailure)', async () => {
    const { map, frame, onChange, googleLoads } = setup();
    const google = standIn();
    map.show(FIRST);
    await googleLoads(google.namespace);
    onChange.mockClear();
    win.gm_authFailure?.();
    expect(map.showing()).toBe(false);
    expect(frame.hidden).toBe(true);
    expect(frame.childElementCount).toBe(0);
    expect(onChange).toHaveBeenCalledOnce();
    map.show(NEXT);
    expect(map.showing()).toBe(false);
    expect(google.markers).toHaveLength(1);
  });

  it('falls back when the script fails to load, and does not try again', () => {
    const { map, onChange, script } = setup();
    map.show(FIRST);
    script()?.dispatchEvent(new Event('error'));
    expect(onChange).toHaveBeenCalledOnce();
    script()?.remove();
    map.show(NEXT);
    expect(script()).toBeNull();
    expect(map.showing()).toBe(false);
  });

  it('falls back when nothing arrives in time, and ignores a late script', async () => {
    vi.useFakeTimers();
    const { map, onChange, frame } = setup();
    map.show(FIRST);
    vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS);
    expect(onChange).toHaveBeenCalledOnce();
    const google = standIn();
    win.google = { maps: google.namespace };
    (win[MAP_READY_CALLBACK] as () => void)();
    await vi.runAllTimersAsync();
    expect(google.maps).toHaveLength(0);
    expect(map.showing()).toBe(false);
    expect(frame.hidden).toBe(true);
  });

  it('loads nothing offline, and gives way to the drawing when the connection drops', async () => {
    setOnline(false);
    const { map, script, onChange, frame, googleLoads } = setup();
    map.show(FIRST);
    expect(script()).toBeNull();

    setOnline(true);
    expect(script()).not.toBeNull();
    const google = standIn();
    await googleLoads(google.namespace);
    expect(map.showing()).toBe(true);

    onChange.mockClear();
    setOnline(false);
    expect(map.showing()).toBe(false);
    expect(frame.hidden).toBe(true);
    expect(onChange).toHaveBeenCalled();
    setOnline(true);
    expect(map.showing()).toBe(true);
  });
});
