import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useDeskTexts } from '@/desk/i18n/texts';
import { PAYMENT_CHOICES, type FieldError, type PaymentChoice } from '@/domain/intake/orderDraft';
import { toMajor } from '@/domain/money';
import { randomUuid } from '@/platform';
import { formatMoney } from '@/ui/format';
import { useOnline } from '@/ui/useOnline';
import { AddressField } from './AddressField';
import { FormField } from './FormField';
import {
  emptyForm,
  emptyItem,
  errorsByField,
  fieldErrorText,
  liveTotalMinor,
  readOrderForm,
  type ItemLine,
  type OrderFormValues,
} from './orderForm';
import { OrderItemsFields } from './OrderItemsFields';
import { useCreateOrder } from './useCreateOrder';
import { useTeamDrivers } from './useTeamDrivers';
import './orders.css';

// "New order" (docs/intake.md#new-order): the back office types a phone order. The form reads
// itself as the server will (readOrderForm), shows each field's problem next to it, the total
// as the items are typed, and keeps everything typed through a failed or offline submit.

export function NewOrderScreen() {
  const { t } = useDeskTexts();
  const { clock, currency } = useDeskServices();
  const online = useOnline();
  const drivers = useTeamDrivers();
  const { state, send, refuse } = useCreateOrder();
  const [values, setValues] = useState<OrderFormValues>(() => emptyForm(randomUuid()));
  /** After a first submit, the form checks itself again at each change. */
  const [checking, setChecking] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const paymentErrorId = useId();

  const localErrors: FieldError[] = checking
    ? (() => {
        const read = readOrderForm(values, clock.now(), currency);
        return read.ok ? [] : read.errors;
      })()
    : [];
  const errors = errorsByField(
    state.kind === 'invalid' && localErrors.length === 0 ? state.errors : localErrors,
  );
  const errorOf = (field: string) => {
    const error = errors.get(field);
    return error === undefined ? null : fieldErrorText(error);
  };

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const change = (patch: Partial<OrderFormValues>) => setValues((old) => ({ ...old, ...patch }));
  const changeItem = (id: string, patch: Partial<Omit<ItemLine, 'id'>>) =>
    setValues((old) => ({
      ...old,
      items: old.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const read = readOrderForm(values, clock.now(), currency);
    if (!read.ok) {
      setChecking(true);
      refuse(t('newOrder.checkFields'));
      setFocusInvalid((n) => n + 1);
      return;
    }
    const driver = drivers.find((candidate) => candidate.uid === values.assignTo) ?? null;
    const created = await send(read.draft, driver);
    if (created) {
      setValues(emptyForm(randomUuid()));
      setChecking(false);
    } else {
      setFocusInvalid((n) => n + 1);
    }
  }

  const total = liveTotalMinor(values.items, currency);
  const sending = state.kind === 'sending';
  const paymentError = errorOf('payment');
  return (
    <main className="desk-main desk-form-page">
      <h1 className="desk-main__title">{t('newOrder.heading')}</h1>
      {!online && <p className="desk-offline">{t('newOrder.offline')}</p>}
      <form ref={formRef} className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="desk-form__group" disabled={sending}>
          <legend className="desk-form__legend">{t('newOrder.customer')}</legend>
          <FormField
            label={t('newOrder.customerName')}
            autoComplete="off"
            value={values.customerName}
            onValueChange={(customerName) => change({ customerName })}
            error={errorOf('customerName')}
          />
          <FormField
            label={t('newOrder.phone')}
            type="tel"
            autoComplete="off"
            value={values.phone}
            onValueChange={(phone) => change({ phone })}
            error={errorOf('phone')}
          />
          <AddressField
            value={{ address: values.address, location: values.location }}
            onChange={({ address, location }) => change({ address, location })}
            error={errorOf('address') ?? errorOf('location')}
          />
          <FormField
            label={t('newOrder.notes')}
            multiline
            value={values.notes}
            onValueChange={(notes) => change({ notes })}
            error={errorOf('notes')}
          />
        </fieldset>
        <OrderItemsFields
          items={values.items}
          errorOf={errorOf}
          disabled={sending}
          onChange={changeItem}
          onAdd={() => change({ items: [...values.items, emptyItem(randomUuid())] })}
          onRemove={(id) => change({ items: values.items.filter((item) => item.id !== id) })}
        />
        <p className="desk-form__total">
          {total === null
            ? t('newOrder.totalUnknown')
            : t('newOrder.total', {
                amount: formatMoney(toMajor(total, currency), currency) ?? '',
              })}
        </p>
        <fieldset
          className="desk-form__group desk-form__choices"
          disabled={sending}
          aria-describedby={paymentError === null ? undefined : paymentErrorId}
        >
          <legend className="desk-form__legend">{t('newOrder.payment')}</legend>
          {PAYMENT_CHOICES.map((choice: PaymentChoice) => (
            <label key={choice} className="desk-form__choice">
              <input
                type="radio"
                name="payment"
                value={choice}
                checked={values.payment === choice}
                aria-invalid={paymentError === null ? undefined : true}
                onChange={() => change({ payment: choice })}
              />
              {t(`newOrder.${choice}`)}
            </label>
          ))}
          {paymentError !== null && (
            <p id={paymentErrorId} className="desk-form__error">
              {paymentError}
            </p>
          )}
        </fieldset>
        <fieldset className="desk-form__group desk-form__when" disabled={sending}>
          <FormField
            label={t('newOrder.due')}
            type="time"
            value={values.due}
            onValueChange={(due) => change({ due })}
            error={errorOf('dueAt')}
            help={t('newOrder.dueHelp')}
          />
          <AssignToField
            value={values.assignTo}
            drivers={drivers}
            onChange={(assignTo) => change({ assignTo })}
          />
        </fieldset>
        <div className="desk-form__actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t('newOrder.creating') : t('newOrder.create')}
          </button>
        </div>
        <SendMessage state={state} />
      </form>
    </main>
  );
}

function AssignToField({
  value,
  drivers,
  onChange,
}: {
  value: string;
  drivers: readonly { uid: string; name: string }[];
  onChange: (uid: string) => void;
}) {
  const { t } = useDeskTexts();
  const id = useId();
  return (
    <div className="field desk-form__field">
      <label className="field__label" htmlFor={id}>
        {t('newOrder.assignTo')}
      </label>
      <select
        id={id}
        className="field__input desk-form__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('newOrder.unassigned')}</option>
        {drivers.map((driver) => (
          <option key={driver.uid} value={driver.uid}>
            {driver.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function SendMessage({ state }: { state: ReturnType<typeof useCreateOrder>['state'] }) {
  const { t } = useDeskTexts();
  const created =
    state.kind === 'created'
      ? state.assignedTo === null
        ? t('newOrder.created', { number: state.number })
        : t('newOrder.createdAssigned', { number: state.number, name: state.assignedTo })
      : '';
  return (
    <>
      <p className="desk-form__done" role="status">
        {created}
      </p>
      {state.kind === 'refused' && (
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'invalid' && (
        <p className="notice notice--error" role="alert">
          {t('newOrder.checkFields')}
        </p>
      )}
    </>
  );
}
