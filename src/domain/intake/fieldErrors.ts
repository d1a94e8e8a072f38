import { DRAFT_LIMITS, type FieldError } from './orderDraft';

// The English sentence for each field error of an incoming order: the intake API's 400 bodies
// and the import preview's "Line 4: Total is not a number" say them; the desk's form words the
// same codes in the reader's language from its catalogues.

/** Each field's name as a sentence starts it. */
const FIELD_NAMES: Record<string, string> = {
  customerName: 'Customer name',
  phone: 'Phone',
  address: 'Address',
  notes: 'Notes',
  items: 'Items',
  name: 'Item',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  payment: 'Payment',
  total: 'Total',
  dueAt: 'Due',
  location: 'Map position',
  reference: 'Reference',
};

/** What to enter, for the required fields people leave empty most. */
const ENTER: Record<string, string> = {
  customerName: 'Enter the customer’s name',
  address: 'Enter the address',
  items: 'Add at least one item',
  name: 'Enter the item’s name',
  quantity: 'Enter the quantity',
  unitPrice: 'Enter the unit price',
  payment: 'Choose how the customer pays: Cash, Card or Paid',
  total: 'Enter the total',
};

/** `items.2.quantity` → `quantity`: the field's own name, whatever line it is on. */
export function fieldName(field: string): string {
  return field.split('.').at(-1) ?? field;
}

/** "Enter the address", "Quantity must be a whole number", "Total is not a number". */
export function fieldErrorMessage(error: FieldError): string {
  const name = fieldName(error.field);
  const label = FIELD_NAMES[name] ?? name;
  switch (error.problem) {
    case 'required':
      return ENTER[name] ?? `Enter the ${label.toLowerCase()}`;
    case 'too-long':
      return `${label} is too long`;
    case 'not-a-number':
      return `${label} is not a number`;
    case 'not-whole':
      return `${label} must be a whole number`;
    case 'out-of-range':
      return name === 'quantity'
        ? `Quantity must be between 1 and ${DRAFT_LIMITS.maxQuantity}`
        : `${label} is out of range`;
    case 'unknown-choice':
      return `${label} must be Cash, Card or Paid`;
    case 'not-a-time':
      return `${label} is not a time`;
    case 'too-many':
      return `At most ${DRAFT_LIMITS.maxItems} items`;
  }
}
