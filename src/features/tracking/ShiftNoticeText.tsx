import { useTranslation } from '@/ui/i18n';
import type { ShiftNotice } from './useShift';

/** What the switch and the prompt say when going on or off did not go as asked. */
export function ShiftNoticeText({ notice }: { notice: ShiftNotice | null }) {
  const { t } = useTranslation();
  if (notice === null) return null;
  // Starting failed is an error to act on; the rest is said quietly.
  const urgent = notice === 'offline' || notice === 'failed' || notice === 'not-a-driver';
  return (
    <p
      className={`shift-notice${urgent ? ' shift-notice--error' : ''}`}
      role={urgent ? 'alert' : 'status'}
    >
      {t(`shift.notices.${notice}`)}
    </p>
  );
}
