// The driver's position on a Google map, on the customer's page (docs/tracking.md), when the
// build has a Maps key. Plain DOM and a plain script tag: the page has no React, and Google's
// script is Google's, not the page's JS (the ≤ 30 KB budget is the page's own). Only the
// driver's last position is ever put on it: the public view carries no door to show. Without a
// key nothing is loaded; offline, or once the script failed, timed out or Google rejected the
// key (gm_authFailure), the page keeps its own drawing — for failures, for the page's life.

import { after, isOnline, onConnectivityChange, type Unsubscribe } from '@/platform';

/** The script and the map may take this long before the drawing stays for good. */
export const MAP_LOAD_TIMEOUT_MS = 15_000;
/** The global Google's script calls once loaded (`callback=`). */
export const MAP_READY_CALLBACK = '__dispatchTrackMapReady';
export const MAP_SCRIPT_ID = 'track-maps-script';
/** Streets around the driver, readable on a phone. */
const MAP_ZOOM = 15;

export interface LatLng {
  lat: number;
  lng: number;
}

/** The part of google.maps the page uses, so that a stand-in can be given in tests. */
export interface MapsMarker {
  setPosition(position: LatLng): void;
  setMap(map: MapsMap | null): void;
}
export interface MapsMap {
  panTo(position: LatLng): void;
}
export interface MapsClasses {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => MapsMap;
  Marker: new (options: { map: MapsMap; position: LatLng; title: string }) => MapsMarker;
}
interface MapsNamespace extends Partial<MapsClasses> {
  importLibrary?(name: string): Promise<Partial<MapsClasses>>;
}
type MapsWindow = Window & {
  google?: { maps?: MapsNamespace };
  gm_authFailure?: () => void;
} & Record<string, unknown>;

export interface TrackMapOptions {
  /** VITE_GOOGLE_MAPS_API_KEY; empty or missing: no map, nothing loaded. */
  apiKey: string | null | undefined;
  /** The origin serving /maps/api/js (scriptBaseUrl of VITE_MAPS_API_BASE_URL). */
  apiBase: string;
  lang: string;
  /** The section the map goes in; hidden whenever the map does not show. */
  frame: HTMLElement;
  /** Its accessible name, and the marker's title. */
  label: string;
  markerTitle: string;
  /** Whether the map started or stopped showing: the page then adds or drops its drawing. */
  onChange(): void;
  timeoutMs?: number;
}

export interface TrackMap {
  /** The driver's position to show, or null when there is none (the map hides). */
  show(position: LatLng | null): void;
  /** True while the map shows the driver: the page leaves its drawing out. */
  showing(): boolean;
}

type State = 'idle' | 'loading' | 'ready' | 'failed';

export function createTrackMap(options: TrackMapOptions): TrackMap {
  const { apiKey, frame, onChange } = options;
  const win = window as unknown as MapsWindow;
  const enabled = typeof apiKey === 'string' && apiKey.trim() !== '';
  let state: State = 'idle';
  let position: LatLng | null = null;
  let map: MapsMap | null = null;
  let marker: MapsMarker | null = null;
  let Marker: MapsClasses['Marker'] | null = null;
  let cancelTimeout: Unsubscribe = () => {};

  frame.hidden = true;
  frame.setAttribute('aria-label', options.label);

  const showing = () => state === 'ready' && position !== null && isOnline();

  /** Puts the marker where the driver is (or takes it off), and the frame in or out of view. */
  function apply() {
    if (state === 'ready' && map !== null && Marker !== null) {
      if (position === null) {
        // Once delivered there is no position: nothing of the last one stays on the page.
        marker?.setMap(null);
        marker = null;
      } else if (marker === null) {
        marker = new Marker({ map, position, title: options.markerTitle });
        map.panTo(position);
      } else {
        marker.setPosition(position);
        map.panTo(position);
      }
    }
    frame.hidden = !showing();
  }

  function fail() {
    if (state === 'failed') return;
    state = 'failed';
    cancelTimeout();
    marker?.setMap(null);
    marker = null;
    frame.hidden = true;
    frame.replaceChildren();
    onChange();
  }

  async function ready() {
    const maps = win.google?.maps;
    try {
      // With loading=async the classes come from importLibrary; an older script has them on
      // google.maps already.
      const classes: Partial<MapsClasses> = maps?.importLibrary
        ? {
            Map: (await maps.importLibrary('maps')).Map,
            Marker: (await maps.importLibrary('marker')).Marker,
          }
        : (maps ?? {});
      if (state !== 'loading') return; // it timed out meanwhile
      // No classes, or no driver left to show (delivered while it loaded): the drawing stays.
      if (!classes.Map || !classes.Marker || position === null) return fail();
      const canvas = document.createElement('div');
      canvas.className = 'map__canvas';
      frame.replaceChildren(canvas);
      frame.hidden = false; // Google measures the element it draws in.
      map = new classes.Map(canvas, {
        center: position,
        zoom: MAP_ZOOM,
        // Decorative beside the text: no controls to tab through, one finger scrolls the page.
        disableDefaultUI: true,
        keyboardShortcuts: false,
        clickableIcons: false,
        gestureHandling: 'cooperative',
      });
      Marker = classes.Marker;
      cancelTimeout();
      state = 'ready';
      apply();
      onChange();
    } catch {
      fail();
    }
  }

  function load() {
    state = 'loading';
    // Google checks a key restricted to this site against the referrer, which the page does
    // not send (the link's token must not leave it): the origin alone is enough, and safe.
    document.querySelector('meta[name="referrer"]')?.setAttribute('content', 'strict-origin');
    win.gm_authFailure = fail;
    win[MAP_READY_CALLBACK] = () => void ready();
    const params = new URLSearchParams({
      key: apiKey as string,
      callback: MAP_READY_CALLBACK,
      loading: 'async',
      language: options.lang,
    });
    const script = document.createElement('script');
    script.id = MAP_SCRIPT_ID;
    script.async = true;
    script.referrerPolicy = 'strict-origin';
    script.src = `${options.apiBase}/maps/api/js?${params.toString()}`;
    script.onerror = fail;
    cancelTimeout = after(options.timeoutMs ?? MAP_LOAD_TIMEOUT_MS, fail);
    document.head.append(script);
  }

  function update() {
    // Loaded only once there is a driver to show (never for a delivered order), and online.
    if (enabled && state === 'idle' && position !== null && isOnline()) load();
    apply();
  }

  if (enabled) {
    const changed = () => {
      update();
      onChange();
    };
    onConnectivityChange(changed);
  }

  return {
    show(next) {
      position = next === null ? null : { lat: next.lat, lng: next.lng };
      update();
    },
    showing,
  };
}
