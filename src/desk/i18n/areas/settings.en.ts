// "Settings → Auto-dispatch" in English (docs/auto-dispatch.md#settings), and the board card's
// line for an order the backend placed. en.ts gathers them under "autoDispatch". The names are a
// contract: "Auto-assign new orders", "At most n orders per driver", "Assigned by Auto-dispatch".
export const settingsEn = {
  heading: 'Auto-dispatch',
  intro:
    'Orders that arrive Unassigned (typed, imported or sent by your systems) can go at once to the best driver on shift, chosen as the board suggests. With nobody on shift they wait in Unassigned.',
  autoAssign: 'Auto-assign new orders',
  limitBefore: 'At most',
  limitAfter: 'orders per driver',
  limitName: 'At most n orders per driver',
  limitInvalid: 'Enter a whole number of orders from 1 to {{max}}.',
  loading: 'Reading the auto-dispatch settings…',
  readFailed: 'The auto-dispatch settings could not be read: {{reason}}',
  readAgain: 'Read the auto-dispatch settings again',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  offline:
    "You're offline: the auto-dispatch settings were not saved. Try again once the connection is back.",
  notManager: 'The server says this account is not a manager: nothing was saved.',
  failed: 'The auto-dispatch settings were not saved: {{reason}}',
  tryAgain: 'Try again',
  assignedBy: 'Assigned by Auto-dispatch',
};
