import { useRef, useState } from 'react';
import { deskBackendProblem, problemReason } from '@/desk/backendProblem';
import { useDeskServices } from '@/desk/deskServices';
import { deskText } from '@/desk/i18n/texts';
import { fieldErrorText } from '@/desk/orders/orderForm';
import { isOnline } from '@/platform';
import type { ImportBatch } from './importPlan';

// Writing an import's batches one after another (docs/intake.md#import), with progress; a failed
// batch stops the import, and "Try again" sends it again with its own key, then the rest. The
// server's answers are counted: created, unchanged ("Already imported"), updated, and each
// refused row by its line.

export interface ImportTally {
  created: number;
  unchanged: number;
  updated: number;
  /** "Line 5: Enter the address", one per refused row, in the file's order. */
  refused: string[];
}

export type ImportRun =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number; tally: ImportTally }
  | { kind: 'stopped'; done: number; total: number; tally: ImportTally; reason: string }
  | { kind: 'finished'; total: number; tally: ImportTally };

const EMPTY: ImportTally = { created: 0, unchanged: 0, updated: 0, refused: [] };

export function useImportOrders(batches: readonly ImportBatch[]) {
  const { ordersIn } = useDeskServices();
  const [run, setRun] = useState<ImportRun>({ kind: 'idle' });
  /** The next batch to send, and the answers so far: a retry goes on from there. */
  const progress = useRef({ next: 0, done: 0, tally: EMPTY });
  const total = batches.reduce((sum, batch) => sum + batch.orders.length, 0);

  /** One run at a time: a second tap on "Try again" while it runs sends nothing twice. */
  const running = useRef(false);

  async function start() {
    if (running.current) return;
    running.current = true;
    try {
      await sendRest();
    } finally {
      running.current = false;
    }
  }

  async function sendRest() {
    const at = progress.current;
    while (at.next < batches.length) {
      if (!isOnline()) {
        setRun({ kind: 'stopped', ...snapshot(), reason: deskText('import.offline') });
        return;
      }
      setRun({ kind: 'running', ...snapshot() });
      const batch = batches[at.next];
      try {
        const results = await ordersIn.createOrders(
          { source: 'import', assignTo: null, orders: batch.orders },
          batch.idempotencyKey,
        );
        at.tally = tallied(at.tally, results, batch);
        at.done += batch.orders.length;
        at.next += 1;
      } catch (error) {
        setRun({ kind: 'stopped', ...snapshot(), reason: stopReason(error) });
        return;
      }
    }
    setRun({ kind: 'finished', total, tally: at.tally });
  }

  function snapshot() {
    return { done: progress.current.done, total, tally: progress.current.tally };
  }

  return { run, start: () => void start(), total };
}

function tallied(
  tally: ImportTally,
  results: Awaited<ReturnType<ReturnType<typeof useDeskServices>['ordersIn']['createOrders']>>,
  batch: ImportBatch,
): ImportTally {
  const next = { ...tally, refused: [...tally.refused] };
  for (const result of results) {
    if (result.result !== 'error') {
      next[result.result] += 1;
      continue;
    }
    const line = batch.lines.get(result.key) ?? 0;
    const problem =
      result.code === 'order-closed'
        ? deskText('import.closed')
        : result.errors.length > 0
          ? result.errors
              .map((error) => fieldErrorText({ field: error.field, problem: error.code }))
              .join('; ')
          : result.message;
    next.refused.push(deskText('import.rowRefused', { line, problem }));
  }
  return next;
}

function stopReason(error: unknown): string {
  const problem = deskBackendProblem(error);
  if (problem.kind === 'offline') return deskText('import.offline');
  if (problem.kind === 'not-allowed') return deskText('import.notManager');
  return deskText('import.failed', { reason: problemReason(problem) });
}
