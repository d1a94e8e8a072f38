import { useId } from 'react';
import { useTranslation } from '@/ui/i18n';
import { usePositionSharing } from './PositionSharing';
import { ShiftNoticeText } from './ShiftNoticeText';
import './shift.css';

// The side menu's "On shift" switch (docs/on-shift.md): on, the back office sees the driver on
// shift and, while the app is open and location is allowed, where they are. Nothing shows where
// the backend has no shift.

export function ShiftSwitch() {
  const sharing = usePositionSharing();
  const { t } = useTranslation();
  const descriptionId = useId();
  if (sharing === null || !sharing.shift.available) return null;
  const { shift } = sharing;
  const description = !shift.onShift
    ? t('shift.offHelp')
    : sharing.sharingWithOffice
      ? t('shift.onHelp')
      : t('shift.notShared');
  return (
    <div className="shift-switch">
      <button
        type="button"
        role="switch"
        aria-checked={shift.onShift}
        aria-describedby={descriptionId}
        className="shift-switch__control"
        disabled={shift.busy}
        onClick={() => void shift.setOnShift(!shift.onShift)}
      >
        <span className="shift-switch__label">{t('shift.onShift')}</span>
        <span className="shift-switch__track" aria-hidden="true">
          <span className="shift-switch__thumb" />
        </span>
      </button>
      <p id={descriptionId} className="shift-switch__help">
        {description}
      </p>
      <ShiftNoticeText notice={shift.notice} />
    </div>
  );
}
