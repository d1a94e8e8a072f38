import { useEffect, useRef, useState } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useDeskTexts } from '@/desk/i18n/texts';
import { FormField } from '@/desk/orders/FormField';
import type { InvitedDriver } from '@/domain/team/wire';
import { errorMessage } from '@/platform';
import { shareLinks } from './shareLinks';

// An invitation made (docs/team.md#invite): the set-password link, "Copy link", and the same
// link shared by WhatsApp, SMS or email with a message in the desk's language. In demo mode, the
// sentence that the driver can sign in at once with demo1234. Without a link (the account and
// record were made, the link was not), "Make the link again" asks the backend for a fresh one.

export function InvitedView({
  titleId,
  invited,
  name,
  onLink,
  onClose,
}: {
  titleId: string;
  invited: InvitedDriver;
  name: string;
  onLink: (invited: InvitedDriver) => void;
  onClose: () => void;
}) {
  const { t } = useDeskTexts();
  const { mode, teamApi } = useDeskServices();
  const [copied, setCopied] = useState<boolean | null>(null);
  const [linking, setLinking] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const link = invited.setPasswordLink;

  // The form that had the focus is gone: the first action takes it.
  useEffect(() => first.current?.focus(), [link]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  async function makeLink() {
    setLinking(true);
    setLinkProblem(null);
    try {
      const fresh = await teamApi.passwordLink(invited.uid);
      onLink({ ...invited, setPasswordLink: fresh.setPasswordLink });
    } catch (error) {
      setLinkProblem(t('team.invite.linkFailed', { reason: errorMessage(error) }));
    } finally {
      setLinking(false);
    }
  }

  const share =
    link === null
      ? null
      : shareLinks({
          email: invited.email,
          subject: t('team.invite.mailSubject'),
          message: t('team.invite.message', { name, link }),
        });

  return (
    <>
      <h2 id={titleId} className="desk-dialog__title">
        {t('team.invite.doneTitle')}
      </h2>
      {link === null || share === null ? (
        <>
          <p role="status">{t('team.invite.noLink', { name })}</p>
          <button
            ref={first}
            type="button"
            className="button button--secondary"
            disabled={linking}
            onClick={() => void makeLink()}
          >
            {linking ? t('team.invite.makingLink') : t('team.invite.newLink')}
          </button>
          {linkProblem !== null && (
            <p className="desk-form__error" role="alert">
              {linkProblem}
            </p>
          )}
        </>
      ) : (
        <>
          <p role="status">{t('team.invite.done', { name })}</p>
          <FormField
            label={t('team.invite.linkLabel')}
            value={link}
            onValueChange={() => undefined}
            error={null}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="desk-dialog__actions">
            <button
              ref={first}
              type="button"
              className="button button--secondary"
              onClick={() => void copy(link)}
            >
              {t('team.invite.copy')}
            </button>
            <a
              className="button button--secondary"
              href={share.whatsApp}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('team.invite.whatsApp')}
            </a>
            <a className="button button--secondary" href={share.sms}>
              {t('team.invite.sms')}
            </a>
            <a className="button button--secondary" href={share.mail}>
              {t('team.invite.mail')}
            </a>
          </div>
          {copied === true && <p role="status">{t('team.invite.copied')}</p>}
          {copied === false && <p role="alert">{t('team.invite.copyFailed')}</p>}
        </>
      )}
      {mode === 'demo' && (
        <p className="notice notice--info">{t('team.invite.demo', { email: invited.email })}</p>
      )}
      <div className="desk-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('team.invite.close')}
        </button>
      </div>
    </>
  );
}
