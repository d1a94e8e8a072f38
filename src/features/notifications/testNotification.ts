/** Demo mode's test push, in the FCM shape a backend sends (docs/push.md). */
export function testNotificationPayload(receiptId: string | null): unknown {
  return {
    notification: {
      title: 'Test notification',
      body:
        receiptId !== null
          ? `Order ${receiptId} has changed. Tap to open it.`
          : 'Your orders have changed. Tap to open them.',
    },
    data: receiptId !== null ? { receiptId } : {},
  };
}
