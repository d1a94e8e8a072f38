import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GoogleMapsAdapter } from './adapter';
import type { MapsLoader } from './mapsLoader';

// A component built on the Google adapter, loaded with it (React.lazy): one per loader and
// factory, so a screen that renders it again keeps the same component (and its state).

// The cache holds components of many prop types, each under its own factory: lazyOnAdapter's
// signature gives each back its type.
const built = new WeakMap<MapsLoader, Map<unknown, unknown>>();

export function lazyOnAdapter<P extends object>(
  loader: MapsLoader,
  create: (adapter: GoogleMapsAdapter) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  let byFactory = built.get(loader);
  if (byFactory === undefined) {
    byFactory = new Map();
    built.set(loader, byFactory);
  }
  const known = byFactory.get(create) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (known !== undefined) return known;
  const component = lazy(async () => ({ default: create(await loader.loadAdapter()) }));
  byFactory.set(create, component);
  return component;
}
