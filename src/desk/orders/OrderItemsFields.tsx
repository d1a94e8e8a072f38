import { useDeskTexts } from '@/desk/i18n/texts';
import { FormField } from './FormField';
import type { ItemLine } from './orderForm';

// The "New order" form's items: a line per item ("Item", "Quantity", "Unit price"), each with
// its own "Remove item 2", and "Add item". Errors are by path (`items.1.quantity`).

export function OrderItemsFields({
  items,
  errorOf,
  onChange,
  onAdd,
  onRemove,
  disabled,
}: {
  items: readonly ItemLine[];
  errorOf: (field: string) => string | null;
  onChange: (id: string, change: Partial<Omit<ItemLine, 'id'>>) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
  disabled: boolean;
}) {
  const { t } = useDeskTexts();
  const listError = errorOf('items');
  return (
    <fieldset className="desk-form__group" disabled={disabled}>
      <legend className="desk-form__legend">{t('newOrder.items')}</legend>
      {listError !== null && <p className="desk-form__error">{listError}</p>}
      <ol className="desk-form__items">
        {items.map((item, index) => {
          const line = index + 1;
          const at = (name: string) => errorOf(`items.${index}.${name}`);
          return (
            <li key={item.id} className="desk-form__item" aria-label={t('newOrder.line', { line })}>
              <FormField
                className="desk-form__item-name"
                label={t('newOrder.item')}
                value={item.name}
                onValueChange={(name) => onChange(item.id, { name })}
                error={at('name')}
              />
              <FormField
                className="desk-form__item-number"
                label={t('newOrder.quantity')}
                inputMode="numeric"
                value={item.quantity}
                onValueChange={(quantity) => onChange(item.id, { quantity })}
                error={at('quantity')}
              />
              <FormField
                className="desk-form__item-number"
                label={t('newOrder.unitPrice')}
                inputMode="decimal"
                value={item.unitPrice}
                onValueChange={(unitPrice) => onChange(item.id, { unitPrice })}
                error={at('unitPrice')}
              />
              <button
                type="button"
                className="button button--secondary desk-form__remove"
                onClick={() => onRemove(item.id)}
              >
                {t('newOrder.removeItem', { line })}
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={onAdd}>
        {t('newOrder.addItem')}
      </button>
    </fieldset>
  );
}
