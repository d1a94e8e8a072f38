// Where the invitation's set-password link is shared from (docs/team.md#invite): WhatsApp's
// share page, the phone's SMS app and the mail app, each with the message filled in. Building
// the addresses is the only job here; the words come from the caller.

export interface ShareLinks {
  whatsApp: string;
  sms: string;
  mail: string;
}

export function shareLinks(share: { email: string; subject: string; message: string }): ShareLinks {
  const message = encodeURIComponent(share.message);
  // The address was read by readInvitation (no spaces); "@" is kept readable for mail apps.
  const to = encodeURIComponent(share.email).replace(/%40/g, '@');
  return {
    whatsApp: `https://wa.me/?text=${message}`,
    // "sms:?&body=" is what both Android and iOS read without a number.
    sms: `sms:?&body=${message}`,
    mail: `mailto:${to}?subject=${encodeURIComponent(share.subject)}&body=${message}`,
  };
}
