// The desk's "Map" section's English words (docs/desk.md#texts): a file per section, so the
// catalogue stays readable; en.ts gathers them under the key "map", with New order's map
// position in the demo (onDemoMap, offDemoMap). The markers' names are a
// contract (tests find them): "Ana Ribeiro, last seen 2 min ago", "#1042, Rua da Prata 42,
// unassigned", "#1042, Rua da Prata 42, Ana Ribeiro, stop 2".
export const mapEn = {
  heading: 'Map',
  loading: "Loading today's map…",
  loadFailed: "Today's map could not be loaded",
  empty: 'Nobody is on shift and no order is open',
  emptyHelp: 'Drivers on shift show here at their last position, with their open orders.',
  offline:
    "You're offline. This is the map as it was last known; assigning waits until the connection is back.",
  region: 'Drivers and stops',
  markers: 'Markers on the map',
  driver: '{{name}}, last seen {{minutes}} min ago',
  driverStale: '{{name}}, last seen {{minutes}} min ago (stale position)',
  stopUnassigned: '{{order}}, {{street}}, unassigned',
  stopAssigned: '{{order}}, {{street}}, {{driver}}, stop {{number}}',
  onShift: 'On shift',
  nobodyOnShift: 'Nobody is on shift.',
  lastSeen: 'Last seen {{minutes}} min ago',
  stale: 'Stale',
  noPositionYet: 'No position yet',
  noPositionHelp: 'These open orders have no map position: assign them here.',
  chosen: 'Chosen stop',
  chosenRun: '{{driver}}, stop {{number}}',
  close: 'Close',
  keyDriver: 'Driver on shift',
  keyStale: 'Last seen over 5 min ago',
  keyUnassigned: 'Unassigned stop',
  keyStop: "Numbered: a driver's stops in order",
  // New order's Address in the demo (no Maps key): the demo's streets stand in for Places.
  onDemoMap: "On the map at {{street}} (the demo's streets).",
  offDemoMap:
    "Not on the demo's map: the order is created with its address only. The demo knows the streets of its own day, such as Rua da Prata.",
};
