import type { Board } from '@/desk/board/board';
import { orderRef } from '@/desk/board/cardText';
import {
  dispatchStopOf,
  planAutoAssign,
  type DispatchDriver,
  type DispatchSettings,
  type NoSuggestion,
} from '@/domain/dispatch';

// "Auto-assign n"'s preview as data (docs/auto-dispatch.md#auto-assign): the plan for the
// board's unassigned open orders (those not already on their way somewhere), each line with the
// order's number, and the orders it leaves with their reason.

export interface PreviewAssign {
  receiptId: string;
  number: string;
  uid: string;
  name: string;
  addedSeconds: number;
  addedLateSeconds: number;
}

export interface PreviewLeft {
  receiptId: string;
  number: string;
  reason: NoSuggestion;
}

export interface AutoAssignPreview {
  assign: PreviewAssign[];
  left: PreviewLeft[];
  /** The drivers on shift whose run is the desk's estimate (no order shared), by name. */
  estimated: string[];
}

export function previewPlan(
  board: Board,
  drivers: readonly DispatchDriver[],
  now: number,
  settings: DispatchSettings,
): AutoAssignPreview {
  const cards = board.unassigned.open.filter((card) => !card.pending);
  const numbers = new Map(cards.map((card) => [card.receipt.id, orderRef(card.receipt)]));
  const plan = planAutoAssign(
    cards.map((card) => dispatchStopOf(card.receipt)),
    drivers,
    now,
    settings,
  );
  const estimated = drivers
    .filter((driver) => driver.onShift && driver.runEstimated)
    .map((driver) => driver.name);
  const preview: AutoAssignPreview = { assign: [], left: [], estimated };
  for (const line of plan.lines) {
    const number = numbers.get(line.orderId) ?? line.orderId;
    if (line.kind === 'assign') {
      const { uid, name, addedSeconds, addedLateSeconds } = line;
      preview.assign.push({
        receiptId: line.orderId,
        number,
        uid,
        name,
        addedSeconds,
        addedLateSeconds,
      });
    } else {
      preview.left.push({ receiptId: line.orderId, number, reason: line.reason });
    }
  }
  return preview;
}

/** The ticked lines grouped by driver, in the plan's order: one assignment per driver. */
export function byDriver(lines: readonly PreviewAssign[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const line of lines) groups.set(line.uid, [...(groups.get(line.uid) ?? []), line.receiptId]);
  return groups;
}
