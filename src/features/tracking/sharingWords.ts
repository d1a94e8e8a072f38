import type { useTranslation } from '@/ui/i18n';

type T = ReturnType<typeof useTranslation>['t'];

// The words of the sharing line (docs/tracking.md#the-sharing-line): each sentence in full, read
// by screen readers and shown on a tap, and the forms the line may show, longest first. The line
// shows the first form that fits on its one line beside its control (FittingText.tsx), so a
// driver reads who sees them without a tap and nothing is cut mid-word: at 360 px, both the
// customers' and the back office's, "Seen by office, #1018, #1014".

export interface SharingWhat {
  /** The customers' orders ("#1018"), when the customers get the position. */
  orders: readonly string[];
  /** On shift: the back office gets the position ('sharing'), or location is off ('off'). */
  office: 'sharing' | 'off' | null;
}

export interface SharingWords {
  /** Each sentence in full. */
  sentences: string[];
  /** What the line may show, longest first; the first is the sentences together. */
  forms: string[];
}

export function sharingWords(t: T, { orders, office }: SharingWhat): SharingWords {
  const count = orders.length;
  const list = orders.join(', ');
  const sentences: string[] = [];
  if (count > 0) sentences.push(t('tracking.sharing', { orders: list }));
  if (office === 'sharing') sentences.push(t('shift.sharing'));
  if (office === 'off') sentences.push(t('shift.notShared'));
  const forms = [sentences.join(' · ')];
  const seenBy = (...who: string[]) => t('tracking.line.seenBy', { who: who.join(', ') });
  const officeWho = t('tracking.line.officeWho');
  const customersWho = t('tracking.line.customersWho', { count });

  if (count > 0 && office === 'sharing') {
    forms.push(
      t('tracking.line.both', { orders: list, count }),
      seenBy(officeWho, ...orders),
      seenBy(officeWho, customersWho),
    );
  } else if (count > 0) {
    const off = office === 'off' ? ` · ${t('tracking.line.officeOff')}` : '';
    forms.push(
      t('tracking.line.customers', { orders: list, count }) + off,
      seenBy(...orders) + off,
      seenBy(customersWho) + off,
    );
  } else if (office === 'sharing') {
    forms.push(t('tracking.line.office'), seenBy(officeWho));
  } else if (office === 'off') {
    forms.push(t('tracking.line.officeOff'));
  }
  return { sentences, forms };
}
