// The driver's position on the driver's side (docs/tracking.md, docs/on-shift.md): who it goes to
// (the customers of the orders on the way, the back office on shift), the one sharing line the
// shell shows, the side menu's "On shift" switch, the orders list's prompt, and the link the
// "On my way" sheet adds to its message.
export { LocationQuestion, LocationSharing, LOCATION_ASKED_KEY } from './LocationSharing';
export { PositionSharingProvider, usePositionSharing } from './PositionSharing';
export { ShiftPrompt } from './ShiftPrompt';
export { ShiftSwitch } from './ShiftSwitch';
export { useTrackingLink, type TrackingLinkState } from './useTrackingLink';
