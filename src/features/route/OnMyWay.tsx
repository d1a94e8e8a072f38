import { useId, useState } from 'react';
import type { Receipt } from '@/domain/receipt';
import { smsUrl, whatsAppUrl } from '@/domain/route/links';
import { fillTemplate, firstNameOf } from '@/domain/route/message';
import { toE164 } from '@/domain/route/phone';
import { useConfig } from '@/features/shared/services';
import { useTrackingLink } from '@/features/tracking';
import { i18n, useTranslation } from '@/ui/i18n';
import { ModalDialog } from '@/ui/ModalDialog';

// "On my way" (docs/route.md#on-my-way): a sheet with the message it would send, editable, and
// two links that hand it to the phone's SMS app or WhatsApp. Nothing is sent without that tap.

const FOCUSABLE = 'button, textarea, a[href]';

/** The message for this order, in the app's language (or the configured template). */
export function onMyWayMessage(
  receipt: Pick<Receipt, 'customerName' | 'orderNumber' | 'id'>,
  company: string,
  minutes: number | null,
  template: string | null,
): string {
  const values = {
    firstName: firstNameOf(receipt.customerName),
    orderNumber: receipt.orderNumber ?? receipt.id,
    company,
    estimate:
      minutes === null
        ? i18n.t('route.estimateUnknown')
        : i18n.t('route.estimateMinutes', { minutes }),
  };
  return fillTemplate(template ?? i18n.t('route.messageTemplate', values), values);
}

/**
 * "On my way", and the sheet it opens. Without a usable phone number the button is disabled and
 * says why beside it.
 */
export function OnMyWayButton({ receipt, minutes }: { receipt: Receipt; minutes: number | null }) {
  const { t } = useTranslation();
  const { phoneCountry } = useConfig();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const phone = toE164(receipt.customerPhone, phoneCountry);
  if (!phone.ok) {
    return (
      <span className="route-onmyway route-onmyway--disabled">
        <button
          type="button"
          className="button button--secondary route-action"
          disabled
          aria-describedby={reasonId}
        >
          {t('route.onMyWay')}
        </button>
        <span id={reasonId} className="muted route-onmyway__reason">
          {phone.reason === 'missing' ? t('route.noPhone') : t('route.badPhone')}
        </span>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary route-action"
        onClick={() => setOpen(true)}
      >
        {t('route.onMyWay')}
      </button>
      {open && (
        <OnMyWaySheet
          receipt={receipt}
          e164={phone.e164}
          minutes={minutes}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function OnMyWaySheet({
  receipt,
  e164,
  minutes,
  onClose,
}: {
  receipt: Receipt;
  e164: string;
  minutes: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { companyName, onMyWayMessage: template } = useConfig();
  const [message, setMessage] = useState(() =>
    onMyWayMessage(receipt, companyName, minutes, template),
  );
  const titleId = useId();
  const fieldId = useId();
  const helpId = useId();
  const empty = message.trim() === '';
  // The customer's tracking link (docs/tracking.md), added to the message when it arrives.
  const link = useTrackingLink(receipt.id, minutes, (url) => {
    const line = i18n.t('tracking.follow', { url });
    setMessage((text) => (text.trim() === '' || text.includes(url) ? text : `${text}\n${line}`));
  });

  return (
    <ModalDialog
      className="dialog route-sheet"
      labelledBy={titleId}
      focusable={FOCUSABLE}
      onEscape={onClose}
    >
      <h2 id={titleId} className="dialog__title">
        {t('route.onMyWayTitle', {
          order: receipt.orderNumber !== null ? `#${receipt.orderNumber}` : receipt.id,
        })}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {t('route.message')}
        </label>
        <textarea
          id={fieldId}
          className="field__input route-sheet__message"
          rows={5}
          value={message}
          aria-describedby={helpId}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={helpId} className="muted">
          {t('route.messageHelp', { phone: e164 })}
        </p>
        {link.status === 'offline' && <p className="muted">{t('tracking.linkOffline')}</p>}
      </div>
      <div className="dialog__actions">
        {empty ? (
          <>
            <button type="button" className="button button--primary" disabled>
              {t('route.sendSms')}
            </button>
            <button type="button" className="button button--primary" disabled>
              {t('route.sendWhatsApp')}
            </button>
          </>
        ) : (
          <>
            <a className="button button--primary" href={smsUrl(e164, message)} onClick={onClose}>
              {t('route.sendSms')}
            </a>
            <a
              className="button button--primary"
              href={whatsAppUrl(e164, message)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onClose}
            >
              {t('route.sendWhatsApp')}
            </a>
          </>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('route.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
