import { deskText } from '@/desk/i18n/texts';
import type { Receipt } from '@/domain/receipt';

// The words of the desk's map (docs/map.md#the-desks-map), in the language shown: the markers'
// names, which both renderers give their markers and the tests find them by.

/** "#1042", or "Order without a number". */
export function stopOrderText(receipt: Pick<Receipt, 'orderNumber'>): string {
  return receipt.orderNumber === null
    ? deskText('card.noNumber')
    : deskText('card.number', { number: receipt.orderNumber });
}

/** The address's text, or "No address on this order". */
export function stopStreet(receipt: Pick<Receipt, 'address'>): string {
  return receipt.address.text ?? deskText('card.noAddress');
}

/** "#1042, Rua da Prata 42, Ana Ribeiro, stop 2", or "…, unassigned". */
export function stopMarkerName(stop: {
  order: string;
  street: string;
  driver: string | null;
  number: number | null;
}): string {
  const { order, street, driver, number } = stop;
  return driver === null || number === null
    ? deskText('map.stopUnassigned', { order, street })
    : deskText('map.stopAssigned', { order, street, driver, number });
}

/** "Ana Ribeiro, last seen 2 min ago"; a stale one says so. */
export function driverMarkerName(name: string, minutes: number, stale: boolean): string {
  return deskText(stale ? 'map.driverStale' : 'map.driver', { name, minutes });
}
