import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useDeskTexts } from '@/desk/i18n/texts';
import { FormField } from '@/desk/orders/FormField';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { readInvitation } from '@/domain/team/invite';
import type { InvitedDriver } from '@/domain/team/wire';
import { isOnline } from '@/platform';
import { DispatchApiError } from '@/services/ports';
import { ModalDialog } from '@/ui/ModalDialog';
import { useHideBackground } from './hideBackground';
import { InvitedView } from './InvitedView';
import {
  EMPTY_DRAFT,
  fieldErrorTexts,
  type InviteDraft,
  type InviteFieldErrors,
} from './inviteFields';
import { inviteProblem } from './teamProblems';

// "Invite driver" (docs/team.md#invite): a dialog with "Name", "Email" and "Phone", checked by
// readInvitation before anything is sent (each problem next to its field), then "Invite". A
// refusal says why (the email in use next to "Email"); offline is refused at once. What was
// typed stays until an invitation succeeds, even when the dialog is closed and opened again.
// Done, the dialog offers the set-password link (InvitedView).

type Phase =
  { kind: 'closed' } | { kind: 'form' } | { kind: 'done'; invited: InvitedDriver; name: string };

/** The dialog's Tab order: its fields, buttons and links. */
const FOCUSABLE = 'input, button, a[href]';

export function InviteDriver({ team }: { team: readonly BackOfficeUser[] }) {
  const { t } = useDeskTexts();
  const { teamApi } = useDeskServices();
  const [phase, setPhase] = useState<Phase>({ kind: 'closed' });
  const [draft, setDraft] = useState<InviteDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<InviteFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checked, setChecked] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const introId = useId();

  // After a check that found problems, the first field with one takes the focus.
  useEffect(() => {
    if (checked === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  const edit = (field: keyof InviteDraft) => (value: string) => {
    setDraft((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const read = readInvitation(draft);
    setProblem(null);
    if (!read.ok) {
      setErrors(fieldErrorTexts(read.errors));
      setChecked((n) => n + 1);
      return;
    }
    setErrors({});
    if (!isOnline()) return setProblem(t('team.invite.offline'));
    setSending(true);
    try {
      const invited = await teamApi.invite(read.invitation);
      setPhase({ kind: 'done', invited, name: read.invitation.name });
      setDraft(EMPTY_DRAFT);
    } catch (error) {
      const email = read.invitation.email;
      const owner = team.find((person) => person.email?.toLowerCase() === email) ?? null;
      const text = inviteProblem(error, owner);
      if (error instanceof DispatchApiError && error.status === 409) {
        setErrors({ email: text });
        setChecked((n) => n + 1);
      } else {
        setProblem(text);
      }
    } finally {
      setSending(false);
    }
  }

  const close = () => setPhase({ kind: 'closed' });
  useHideBackground(phase.kind !== 'closed');

  return (
    <>
      <button
        type="button"
        className="button button--primary desk-drivers__invite"
        onClick={() => setPhase({ kind: 'form' })}
      >
        {t('team.invite.open')}
      </button>
      {phase.kind !== 'closed' && (
        <ModalDialog
          className="desk-dialog desk-drivers__dialog"
          labelledBy={titleId}
          describedBy={phase.kind === 'form' ? introId : undefined}
          focusable={FOCUSABLE}
          onEscape={close}
        >
          {phase.kind === 'done' ? (
            <InvitedView
              titleId={titleId}
              invited={phase.invited}
              name={phase.name}
              onLink={(invited) => setPhase({ ...phase, invited })}
              onClose={close}
            />
          ) : (
            <>
              <h2 id={titleId} className="desk-dialog__title">
                {t('team.invite.title')}
              </h2>
              <p id={introId}>{t('team.invite.intro')}</p>
              <form
                ref={form}
                className="desk-form"
                noValidate
                onSubmit={(event) => void submit(event)}
              >
                <FormField
                  label={t('team.invite.name')}
                  value={draft.name}
                  onValueChange={edit('name')}
                  error={errors.name ?? null}
                  autoComplete="off"
                />
                <FormField
                  label={t('team.invite.email')}
                  value={draft.email}
                  onValueChange={edit('email')}
                  error={errors.email ?? null}
                  type="email"
                  autoComplete="off"
                  spellCheck={false}
                />
                <FormField
                  label={t('team.invite.phone')}
                  value={draft.phone}
                  onValueChange={edit('phone')}
                  error={errors.phone ?? null}
                  type="tel"
                  autoComplete="off"
                />
                {problem !== null && (
                  <p className="notice notice--error" role="alert">
                    {problem}
                  </p>
                )}
                <div className="desk-dialog__actions">
                  <button type="submit" className="button button--primary" disabled={sending}>
                    {sending ? t('team.invite.sending') : t('team.invite.submit')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={close}>
                    {t('team.invite.cancel')}
                  </button>
                </div>
              </form>
            </>
          )}
        </ModalDialog>
      )}
    </>
  );
}
