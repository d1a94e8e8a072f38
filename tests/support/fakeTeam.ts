import type {
  DayReceiptsFeed,
  SettlementsFeed,
  TeamApi,
  TeamPositions,
} from '@/services/deskPorts';
import { DispatchApiError } from '@/services/ports';

// The team's ports for the desk's component tests, until the desk's team screens use them
// (issue 42): feeds that answer empty, calls that refuse plainly.

const notYet = async (): Promise<never> => {
  throw new DispatchApiError('rejected', 'Not in these tests.', 501);
};

export function createFakeTeam(): {
  teamApi: TeamApi;
  teamPositions: TeamPositions;
  settlements: SettlementsFeed;
  dayReceipts: DayReceiptsFeed;
} {
  return {
    teamApi: { invite: notYet, passwordLink: notYet, deactivate: notYet, recordCash: notYet },
    teamPositions: {
      watch(onNext) {
        queueMicrotask(() => onNext({ shifts: [], fromCache: false }));
        return () => undefined;
      },
    },
    settlements: {
      watch(_day, onNext) {
        queueMicrotask(() => onNext({ settlements: [], fromCache: false }));
        return () => undefined;
      },
    },
    dayReceipts: {
      watch(_window, onNext) {
        queueMicrotask(() => onNext({ receipts: [], fromCache: false }));
        return () => undefined;
      },
    },
  };
}
