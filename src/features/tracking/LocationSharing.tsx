import { Fragment, useState } from 'react';
import { safeLocalStorage } from '@/platform';
import { useTranslation } from '@/ui/i18n';
import { usePositionSharing, type PositionSharingValue } from './PositionSharing';
import { sharingWords } from './sharingWords';
import { useLongestThatFits } from './useLongestThatFits';
import './tracking.css';

// The sharing line (docs/tracking.md#the-sharing-line), on every signed-in screen while the
// position goes anywhere: ONE line for the customers ("Sharing your location with the customer of
// #1042") and the back office ("The back office sees your position while you are on shift"),
// beside its one control (Stop sharing, or End shift). One line of text, never cut: the sentences
// when they fit, else the longest shorter form that does ("Seen by office, #1018"); the sentences
// are in the page for screen readers, and a tap on the text shows them all. The shell puts it
// at the top of the content, under the header. Apart from it, after the page's content: the
// question of permission for the customers before the first order On the Way, or the refusal.

/** Set once the driver answered our sentence: the phone's own prompt is not repeated by us. */
export const LOCATION_ASKED_KEY = 'dispatch.tracking.locationAsked';

export function LocationSharing() {
  const sharing = usePositionSharing();
  if (sharing === null) return null;
  return <SharingLine sharing={sharing} />;
}

/** The question of permission for the customers (or the refusal), after the page's content. */
export function LocationQuestion() {
  const sharing = usePositionSharing();
  if (sharing === null) return null;
  return <Question sharing={sharing} />;
}

function Question({ sharing }: { sharing: PositionSharingValue }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(() => safeLocalStorage()?.getItem(LOCATION_ASKED_KEY) === '1');
  const { shift, permission, customerOrders } = sharing;
  // On shift, the line says it all: the switch was the driver's yes.
  if (customerOrders.length === 0 || (shift.available && shift.onShift)) return null;

  const remember = () => {
    safeLocalStorage()?.setItem(LOCATION_ASKED_KEY, '1');
    setAsked(true);
  };

  if (permission === 'prompt' && !asked) {
    return (
      <div
        className="tracking-share tracking-share--ask"
        role="region"
        aria-label={t('tracking.allow')}
      >
        <p className="tracking-share__text">{t('tracking.why')}</p>
        <div className="tracking-share__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              remember();
              // The phone asks now; a refusal comes back through onDenied.
              sharing.setPermission('granted');
            }}
          >
            {t('tracking.allow')}
          </button>
          <button type="button" className="button button--secondary" onClick={remember}>
            {t('tracking.notNow')}
          </button>
        </div>
      </div>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="tracking-share tracking-share--ask tracking-share__text muted">
        {t('tracking.refused')}
      </p>
    );
  }
  return null;
}

function SharingLine({ sharing }: { sharing: PositionSharingValue }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  const { shift, permission, customerOrders } = sharing;
  const onShift = shift.available && shift.onShift;
  const refused = permission === 'denied' || permission === 'unsupported';
  const { sentences, forms } = sharingWords(t, {
    orders: sharing.sharingWithCustomers
      ? customerOrders.map((r) => `#${r.orderNumber ?? r.id}`)
      : [],
    office: onShift ? (refused ? 'off' : 'sharing') : null,
  });
  const { box, chosen } = useLongestThatFits<HTMLParagraphElement>(forms);
  if (sentences.length === 0) return null;
  // The sentences are the line's text for screen readers, always; they show when they fit on
  // the line (or after a tap), else the longest shorter form that fits shows in their place.
  const shorter = !whole && chosen > 0;

  return (
    <div className={`tracking-share${whole ? ' tracking-share--whole' : ''}`} role="status">
      <span
        className={`tracking-share__dot${refused && !sharing.sharingWithCustomers ? ' tracking-share__dot--off' : ''}`}
        aria-hidden="true"
      />
      {/* A tap shows the whole text; screen readers always read it whole. */}
      <p ref={box} className="tracking-share__text" onClick={() => setWhole(!whole)}>
        {shorter ? (
          <>
            {sentences.map((sentence, index) => (
              <Fragment key={sentence}>
                {index > 0 && <span className="visually-hidden">{' · '}</span>}
                <span className="visually-hidden">{sentence}</span>
              </Fragment>
            ))}
            <span className="tracking-share__short" aria-hidden="true">
              {forms[chosen]}
            </span>
          </>
        ) : (
          <span className="tracking-share__sentences">
            {sentences.map((sentence, index) => (
              <Fragment key={sentence}>
                {index > 0 && (
                  <span className="tracking-share__between" aria-hidden="true">
                    {' · '}
                  </span>
                )}
                <span className="tracking-share__sentence">{sentence}</span>
              </Fragment>
            ))}
          </span>
        )}
        {/* Each form's width on one line, drawn by CSS (out of the page's text), never seen. */}
        {forms.map((form, index) => (
          <span
            key={index}
            className="tracking-share__measure"
            data-form={form}
            aria-hidden="true"
          />
        ))}
      </p>
      {sharing.sharingWithCustomers ? (
        <button
          type="button"
          className="button button--secondary tracking-share__stop"
          onClick={sharing.stopCustomers}
        >
          {t('tracking.stop')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary tracking-share__stop"
          onClick={() => void shift.setOnShift(false)}
        >
          {t('shift.end')}
        </button>
      )}
    </div>
  );
}
