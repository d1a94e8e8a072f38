import type { MapsLibrary } from '@/ui/maps/adapter';

/**
 * The desk loads Google's script with Places, for the map and the address field alike: the
 * loader refuses a second load on a page with other options, so both pass this one constant.
 */
export const DESK_SCRIPT_LIBRARIES: readonly MapsLibrary[] = ['places'];
