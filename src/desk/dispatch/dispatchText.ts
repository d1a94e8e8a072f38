import { deskText } from '@/desk/i18n/texts';
import type { DriverOption, NoSuggestion, StartFrom } from '@/domain/dispatch';

// Auto-dispatch's figures in words (docs/auto-dispatch.md#reading-the-figures): "+7 min" is the
// driving added, rounded to whole minutes; "on time", or the lateness added to the driver's whole
// run ("6 min late", at least 1 once there is any).

export function addedMinutes(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds / 60) : 0;
}

export function latenessText(lateSeconds: number): string {
  if (!(lateSeconds >= 30)) return deskText('dispatch.onTime');
  return deskText('dispatch.late', { minutes: Math.max(1, Math.round(lateSeconds / 60)) });
}

const FROM_KEYS = {
  lastStop: 'dispatch.fromLastStop',
  store: 'dispatch.fromStore',
  stalePosition: 'dispatch.fromStalePosition',
} as const;

function fromText(from: StartFrom): string | null {
  return from === 'position' ? null : deskText(FROM_KEYS[from]);
}

/** A menu line: "Ana Ribeiro — +7 min, on time", "Rui Lopes — off shift". */
export function optionText(option: DriverOption): string {
  const { name } = option;
  switch (option.kind) {
    case 'figures': {
      const values = {
        name,
        minutes: addedMinutes(option.addedSeconds),
        lateness: latenessText(option.addedLateSeconds),
      };
      const from = fromText(option.from);
      return from === null
        ? deskText('dispatch.figures', values)
        : deskText('dispatch.figuresFrom', { ...values, from });
    }
    case 'atLimit':
      return deskText('dispatch.atLimit', { name });
    case 'noStart':
      return deskText('dispatch.noStart', { name });
    case 'offShift':
      return deskText('dispatch.offShift', { name });
  }
}

/** The card's line: "Suggested: Ana Ribeiro, +7 min". */
export function suggestionText(option: DriverOption & { kind: 'figures' }): string {
  return deskText('dispatch.suggestion', {
    name: option.name,
    minutes: addedMinutes(option.addedSeconds),
  });
}

/** Why an order gets no suggestion, on its card. */
export function reasonText(reason: NoSuggestion): string {
  return deskText(`dispatch.reasons.${reason}`);
}

/** Why auto-assign leaves an order, in the preview. */
export function shortReasonText(reason: NoSuggestion): string {
  return deskText(`dispatch.reasonsShort.${reason}`);
}
