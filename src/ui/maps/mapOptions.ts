import type { DeliveryMapOptions } from './adapter';

// What every Google map of both apps shows (docs/map.md): the driver's detail and route maps,
// the desk's map.

export const DELIVERY_MAP_OPTIONS: DeliveryMapOptions = {
  mapTypeControl: false,
  zoomControl: false,
  fullscreenControl: false,
  streetViewControl: false,
  clickableIcons: false,
  // One finger scrolls the page, two move the map: each map sits inside a scrolling page.
  gestureHandling: 'cooperative',
};

/** Space in px kept around the markers when the view is fitted to them. */
export const FIT_PADDING_PX = 48;
