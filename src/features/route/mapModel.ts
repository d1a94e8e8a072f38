import type { GeoPoint } from '@/domain/read';
import type { RouteMapModel, RouteMapStop } from '@/features/map';
import type { ReceiptWithSync } from '@/features/orders';
import { i18n } from '@/ui/i18n';

// The route map's model from the route (docs/route.md#the-route-map): every open stop is
// numbered by its place in the route, located or not, so the numbers on the map are the
// numbers of "Edit order of stops"; the stops without coordinates are listed apart.

export interface RouteMapContent {
  model: RouteMapModel;
  /** The stops that cannot be drawn, with their numbers. */
  noLocation: { number: number; stop: ReceiptWithSync }[];
  /** Each stop's number in the route, by id. */
  numbers: ReadonlyMap<string, number>;
}

export function orderName(stop: ReceiptWithSync): string {
  return stop.orderNumber !== null ? `#${stop.orderNumber}` : stop.id;
}

/** "Stop 3: #1042, Rua da Prata 42". */
export function stopName(number: number, stop: ReceiptWithSync): string {
  const order = orderName(stop);
  return stop.address.text !== null
    ? i18n.t('map.stopName', { number, order, address: stop.address.text })
    : i18n.t('map.stopNameNoAddress', { number, order });
}

export function routeMapContent(
  stops: readonly ReceiptWithSync[],
  store: GeoPoint | null,
  driver: GeoPoint | null,
): RouteMapContent {
  const located: RouteMapStop[] = [];
  const noLocation: RouteMapContent['noLocation'] = [];
  const numbers = new Map<string, number>();
  stops.forEach((stop, index) => {
    const number = index + 1;
    numbers.set(stop.id, number);
    const location = stop.address.location;
    if (location === null) noLocation.push({ number, stop });
    else located.push({ id: stop.id, number, name: stopName(number, stop), location });
  });
  return { model: { stops: located, store, driver }, noLocation, numbers };
}
