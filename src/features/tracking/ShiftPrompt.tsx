import { useTranslation } from '@/ui/i18n';
import { usePositionSharing } from './PositionSharing';
import { ShiftNoticeText } from './ShiftNoticeText';
import './shift.css';

// On the orders list (docs/on-shift.md): orders are assigned and the driver is off shift — say so,
// with "Start shift" at hand. After the rows, in the page's flow: the first order row stays on the
// first screen at 360 × 740 (there is no room above it). The list passes whether it has orders.

export function ShiftPrompt({ hasOrders }: { hasOrders: boolean }) {
  const sharing = usePositionSharing();
  const { t } = useTranslation();
  if (sharing === null || !sharing.shift.available || !hasOrders || sharing.shift.onShift) {
    return null;
  }
  const { shift } = sharing;
  return (
    <div className="shift-prompt">
      <p className="shift-prompt__text">{t('shift.promptText')}</p>
      <button
        type="button"
        className="button button--primary shift-prompt__start"
        disabled={shift.busy}
        onClick={() => void shift.setOnShift(true)}
      >
        {shift.busy ? t('shift.starting') : t('shift.start')}
      </button>
      <ShiftNoticeText notice={shift.notice} />
    </div>
  );
}
