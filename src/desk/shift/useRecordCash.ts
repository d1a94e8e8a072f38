import { useState } from 'react';
import { deskBackendProblem, problemReason } from '@/desk/backendProblem';
import { useDeskServices } from '@/desk/deskServices';
import { deskText } from '@/desk/i18n/texts';
import { parseAmount, toMajor } from '@/domain/money';
import { MAX_CASH_AMOUNT, type Settlement } from '@/domain/shift/settlement';
import { formatMoney } from '@/ui/format';
import { useOnline } from '@/ui/useOnline';
import { deskTimeZone } from './shiftText';

// "Cash handed in" (docs/end-of-shift.md#cash-handed-in): the amount a manager counted from a
// driver for a day, read as typed ("35,30" or "35.30"), sent through POST /desk/cash. Like every
// other write of the desk it is never queued: offline it refuses plainly and keeps what was
// typed; a failure keeps it too and says why. Sending the same count again changes nothing.

export type RecordCashState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'saved'; settlement: Settlement };

function refusalText(error: unknown): string {
  const problem = deskBackendProblem(error);
  if (problem.kind === 'offline') return deskText('shift.offlineRefused');
  const code = problem.kind === 'refused' || problem.kind === 'not-allowed' ? problem.code : null;
  const reason =
    code === 'not-a-driver'
      ? deskText('shift.notADriver')
      : code === 'in-the-future'
        ? deskText('shift.inTheFuture')
        : problem.kind === 'not-allowed'
          ? deskText('shift.notManager')
          : problemReason(problem);
  return deskText('shift.saveFailed', { reason });
}

/** What was typed, as the amount the backend takes (35.3 = €35.30); or the problem in words. */
export function readCashTyped(
  typed: string,
  currency: string,
): { amount: number } | { problem: string } {
  const minor = parseAmount(typed, currency);
  if (minor === null) return { problem: deskText('shift.badAmount') };
  const amount = toMajor(minor, currency);
  if (amount > MAX_CASH_AMOUNT) {
    return {
      problem: deskText('shift.tooMuch', {
        max: formatMoney(MAX_CASH_AMOUNT, currency) ?? String(MAX_CASH_AMOUNT),
      }),
    };
  }
  return { amount };
}

export function useRecordCash(dispatchId: string, day: string) {
  const { teamApi, currency } = useDeskServices();
  const online = useOnline();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<RecordCashState>({ kind: 'idle' });

  const save = async () => {
    if (state.kind === 'saving') return;
    const read = readCashTyped(typed, currency);
    if ('problem' in read) {
      setState({ kind: 'invalid', message: read.problem });
      return;
    }
    if (!online) {
      setState({ kind: 'refused', message: deskText('shift.offlineRefused') });
      return;
    }
    setState({ kind: 'saving' });
    try {
      const recorded = await teamApi.recordCash({
        dispatchId,
        day,
        amount: read.amount,
        timeZone: deskTimeZone(),
      });
      setTyped('');
      setState({ kind: 'saved', settlement: recorded.settlement });
    } catch (error) {
      setState({ kind: 'refused', message: refusalText(error) });
    }
  };

  const type = (value: string) => {
    setTyped(value);
    // A corrected amount loses its mark at once; a refusal stays until the next Save.
    if (state.kind === 'invalid' && !('problem' in readCashTyped(value, currency))) {
      setState({ kind: 'idle' });
    }
  };

  return { typed, type, state, save };
}
