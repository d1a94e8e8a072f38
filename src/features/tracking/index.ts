// The customer's tracking link on the driver's side (docs/tracking.md): the sharing line the
// shell shows, and the link the "On my way" sheet adds to its message.
export { LocationSharing, LOCATION_ASKED_KEY } from './LocationSharing';
export { useTrackingLink, type TrackingLinkState } from './useTrackingLink';
