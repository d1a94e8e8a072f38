// The JSON of GET /track/{token} as the page reads it (docs/backend-contract.md#tracking-link):
// checked field by field, so a backend answering something else shows "not valid" rather than
// a broken page.

export type Step = 'preparing' | 'picked-up' | 'on-the-way' | 'delivered' | 'not-delivered';

export interface View {
  business: string;
  orderNumber: string | null;
  step: Step;
  delivered: boolean;
  driver: { lat: number; lng: number; accuracy: number; ageSeconds: number } | null;
  distanceMetres: number | null;
  arrivalMinutes: number | null;
}

export type Answer =
  | { kind: 'view'; view: View }
  /** Unknown or expired: the business's name when the answer had it. */
  | { kind: 'invalid'; business: string | null }
  /** No answer, or a 5xx: tried again later. */
  | { kind: 'failed' };

const STEPS: readonly Step[] = [
  'preparing',
  'picked-up',
  'on-the-way',
  'delivered',
  'not-delivered',
];

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function readAnswer(status: number, body: unknown): Answer {
  const data = record(body);
  if (status === 404 || status === 410) {
    return { kind: 'invalid', business: typeof data?.business === 'string' ? data.business : null };
  }
  if (status !== 200 || data === null) return { kind: 'failed' };
  const step = STEPS.find((s) => s === data.step);
  if (step === undefined || typeof data.business !== 'string') return { kind: 'failed' };
  const driver = record(data.driver);
  const lat = num(driver?.lat);
  const lng = num(driver?.lng);
  return {
    kind: 'view',
    view: {
      business: data.business,
      orderNumber: typeof data.orderNumber === 'string' ? data.orderNumber : null,
      step,
      delivered: data.delivered === true,
      driver:
        lat === null || lng === null
          ? null
          : {
              lat,
              lng,
              accuracy: num(driver?.accuracy) ?? 0,
              ageSeconds: num(driver?.ageSeconds) ?? 0,
            },
      distanceMetres: num(data.distanceMetres),
      arrivalMinutes: num(data.arrivalMinutes),
    },
  };
}
