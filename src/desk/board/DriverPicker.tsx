import { memo, useId, useState } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { BoardColumn } from './board';
import { columnName } from './cardText';

// "Driver": which region a phone-width board shows (docs/desk.md#the-board; the wide board
// hides it by CSS). Its options are the regions' names, so it draws again only when a region is
// added, removed or renamed — not on every change of a card (a select of 44 options is costly
// to update).

export interface PickerOption {
  key: string;
  name: string;
}

/** The picker's options for these regions: a new list only when one of them says otherwise. */
export function pickerOptions(
  kept: readonly PickerOption[],
  columns: readonly BoardColumn[],
): readonly PickerOption[] {
  const next = columns.map((column) => ({ key: column.key, name: columnName(column) }));
  const same =
    next.length === kept.length &&
    next.every(
      (option, index) => option.key === kept[index].key && option.name === kept[index].name,
    );
  return same ? kept : next;
}

/** The options for these regions, the same list while they say the same. */
export function usePickerOptions(columns: readonly BoardColumn[]): readonly PickerOption[] {
  const [kept, setKept] = useState<readonly PickerOption[]>([]);
  const options = pickerOptions(kept, columns);
  if (options !== kept) setKept(options);
  return options;
}

export const DriverPicker = memo(function DriverPicker({
  options,
  picked,
  onPick,
}: {
  options: readonly PickerOption[];
  picked: string;
  onPick(key: string): void;
}) {
  const { t } = useDeskTexts();
  const pickerId = useId();
  return (
    <div className="desk-picker">
      <label htmlFor={pickerId}>{t('board.driverPicker')}</label>
      <select
        id={pickerId}
        className="field__input"
        value={picked}
        onChange={(event) => onPick(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
});
