// The delivery outcomes on the order detail and the shell (docs/outcomes.md).
export { useStatusOutcomes } from './useStatusOutcomes';
export { UndoBar } from './UndoBar';
export { DeliveredSheet, type DeliveredOutcome } from './DeliveredSheet';
export { NotDeliveredSheet, type NotDeliveredOutcome } from './NotDeliveredSheet';
export { cashDue, type CashDue } from './cashDue';
export { undoableChange, type UndoableChange } from './undoable';
export { OUTCOME_MESSAGES } from './messages';
