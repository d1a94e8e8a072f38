import { toMinor } from '@/domain/money';
import type { Receipt } from '@/domain/receipt';
import { localDayWindow } from '@/domain/shift/dayWindow';
import { endOfShift } from '@/domain/shift/endOfShift';
import { collectedMinorIn, recordCount, type Settlement } from '@/domain/shift/settlement';
import type {
  BoardSnapshot,
  CashRequest,
  DeskServices,
  SettlementsSnapshot,
} from '@/services/deskPorts';
import { DispatchApiError, type LocalPhotos } from '@/services/ports';
import type { FakeDeskServices } from './fakeDeskServices';

// End of shift's ports for the desk's component tests (docs/end-of-shift.md): a day's receipts
// from the fake board's, the day's settlements, and POST /desk/cash applying the contract's rules
// (domain/shift/settlement.ts `recordCount`, the cash collected added up as the backend does),
// with knobs. Laid over createFakeDeskServices, whose own team ports answer empty.

type Listener<T> = (value: T) => void;

export interface FakeShiftControl {
  settlements: Settlement[];
  cashCalls: CashRequest[];
  /** The next recordCash calls reject with this error (until cleared with null). */
  failCash(error: Error | null): void;
  /** The day reads (settlements, day receipts) fail with this message. */
  failDay(message: string): void;
  /** Photos by URL, for `local-photo:` proofs. */
  photos: Map<string, { bytes: ArrayBuffer; mimeType: string }>;
}

export function withFakeShift(
  services: FakeDeskServices,
  options: { manager?: { uid: string; name: string } } = {},
): FakeDeskServices & { shift: FakeShiftControl } {
  const manager = options.manager ?? { uid: 'u-marta', name: 'Marta Silva' };
  const settlementListeners = new Set<{
    day: string;
    next: Listener<SettlementsSnapshot>;
    error: Listener<Error>;
  }>();
  const dayListeners = new Set<{ error: Listener<Error> }>();
  let cashError: Error | null = null;

  const emitSettlements = (listener: { day: string; next: Listener<SettlementsSnapshot> }) =>
    listener.next({
      settlements: shift.settlements.filter((settlement) => settlement.day === listener.day),
      fromCache: false,
    });

  const shift: FakeShiftControl = {
    settlements: [],
    cashCalls: [],
    failCash(error) {
      cashError = error;
    },
    failDay(message) {
      for (const listener of [...settlementListeners, ...dayListeners]) {
        listener.error(new Error(message));
      }
    },
    photos: new Map(),
  };

  const receiptsIn = (start: number, end: number): Receipt[] =>
    services.control.receipts.filter(
      (r) => r.updateTimestamp !== null && r.updateTimestamp >= start && r.updateTimestamp < end,
    );

  const dayReceipts: DeskServices['dayReceipts'] = {
    watch(window, next: Listener<BoardSnapshot>, error) {
      const listener = { error };
      dayListeners.add(listener);
      queueMicrotask(
        () =>
          dayListeners.has(listener) &&
          next({ receipts: receiptsIn(window.start, window.end), fromCache: false }),
      );
      return () => dayListeners.delete(listener);
    },
  };

  const settlements: DeskServices['settlements'] = {
    watch(day, next, error) {
      const listener = { day, next, error };
      settlementListeners.add(listener);
      queueMicrotask(() => settlementListeners.has(listener) && emitSettlements(listener));
      return () => settlementListeners.delete(listener);
    },
  };

  async function recordCash(request: CashRequest) {
    shift.cashCalls.push(request);
    if (cashError !== null) throw cashError;
    const window = localDayWindow(request.day);
    if (window === null) throw new DispatchApiError('rejected', 'Bad day.', 400);
    const day = endOfShift(receiptsIn(window.start, window.end), {
      notDeliveredStatus: 'Not Delivered',
    });
    const driver = day.drivers.find((d) => d.dispatchId === request.dispatchId);
    const currency = 'EUR';
    const previous =
      shift.settlements.find((s) => s.dispatchId === request.dispatchId && s.day === request.day) ??
      null;
    const { settlement, changed } = recordCount(
      previous,
      { dispatchId: request.dispatchId, day: request.day, timeZone: request.timeZone ?? 'UTC' },
      {
        amountMinor: toMinor(request.amount, currency) ?? 0,
        collectedMinor: collectedMinorIn(driver?.summary.cashCollected.totals ?? [], currency),
        currency,
        recordedAt: services.clock.now(),
        recordedBy: manager.uid,
        recordedByName: manager.name,
      },
    );
    if (changed) {
      shift.settlements = [...shift.settlements.filter((s) => s !== previous), settlement];
      for (const listener of settlementListeners) emitSettlements(listener);
    }
    return { settlement, changed };
  }

  const localPhotos: LocalPhotos = {
    read: async (photoUrl) => shift.photos.get(photoUrl) ?? null,
  };

  return Object.assign(services, {
    dayReceipts,
    settlements,
    localPhotos,
    teamApi: { ...services.teamApi, recordCash },
    shift,
  });
}
