import { deskText } from '@/desk/i18n/texts';
import {
  INVITE_LIMITS,
  type InviteField,
  type InviteFieldError,
  type InviteProblem,
} from '@/domain/team/invite';

// The invitation form's fields (docs/team.md#invite): what is typed, and each field's problem
// in the desk's words (domain/team/invite.ts names them with codes).

export type InviteDraft = Record<InviteField, string>;

export type InviteFieldErrors = Partial<Record<InviteField, string>>;

export const EMPTY_DRAFT: InviteDraft = { name: '', email: '', phone: '' };

const REQUIRED = {
  name: 'team.invite.fieldRequired.name',
  email: 'team.invite.fieldRequired.email',
  phone: 'team.invite.fieldRequired.phone',
} as const;

function problemText(field: InviteField, code: InviteProblem): string {
  switch (code) {
    case 'required':
      return deskText(REQUIRED[field]);
    case 'too-long':
      return deskText('team.invite.tooLong', { max: INVITE_LIMITS[field] });
    case 'not-an-email':
      return deskText('team.invite.notAnEmail');
    case 'not-a-phone':
      return deskText('team.invite.notAPhone');
  }
}

/** Each bad field's sentence (the first problem of each). */
export function fieldErrorTexts(errors: readonly InviteFieldError[]): InviteFieldErrors {
  const texts: InviteFieldErrors = {};
  for (const error of errors) texts[error.field] ??= problemText(error.field, error.code);
  return texts;
}
