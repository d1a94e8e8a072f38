// The route feature's public API (docs/route.md): what the app wires into the order screens
// and the side menu.
export { RouteOrdersList } from './RouteOrdersList';
export { useLastPosition } from './estimate';
export { OrderActions } from './OrderActions';
export { NavigationAppMenuControl } from './NavigationAppMenuControl';
export { ROUTE_STORAGE_KEYS } from './preferences';
export { forgetRouteOnThisPage } from './forget';
export { routeShown } from './routeShown';
