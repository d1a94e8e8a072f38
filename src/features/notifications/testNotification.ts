/** The order a test notification is about: the first open one, when there is one. */
export interface TestNotificationOrder {
  /** The receipt's document id: where a tap leads, never shown. */
  id: string;
  /** The number the dispatcher knows from the list ("#1020"). */
  orderNumber: string | null;
}

/** Demo mode's test push, in the FCM shape a backend sends (docs/push.md). */
export function testNotificationPayload(order: TestNotificationOrder | null): unknown {
  if (order === null) {
    return {
      notification: {
        title: 'Test notification',
        body: 'Your orders have changed. Tap to open them.',
      },
      data: {},
    };
  }
  const named = order.orderNumber !== null ? `Order #${order.orderNumber}` : 'An order';
  return {
    notification: {
      title: 'Test notification',
      body: `${named} has changed. Tap to open it.`,
    },
    data:
      order.orderNumber !== null
        ? { receiptId: order.id, orderNumber: order.orderNumber }
        : { receiptId: order.id },
  };
}
