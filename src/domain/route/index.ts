// The route's pure rules (docs/route.md): search, distance, optimisation, the route order,
// phone numbers, links and the "On my way" message.
export * from './geo';
export * from './links';
export * from './message';
export * from './optimise';
export * from './phone';
export * from './routeMerge';
export * from './routeOrder';
export * from './search';
export * from './searchList';
