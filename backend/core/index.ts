// The backend core: docs/backend-contract.md as code, shared by the demo (src/demo) and the
// Cloud Functions (functions/). It imports only src/domain and itself (eslint.config.js).
export * from './answer';
export * from './claims';
export * from './config';
export * from './deliveryUpdate';
export * from './deliveryUpdateBody';
export * from './deliveryUpdateClaim';
export * from './deliveryUpdateRules';
export * from './deskAssign';
export * from './deskAssignBody';
export * from './deskAssignRules';
export * from './documentId';
export * from './fingerprint';
export * from './http';
export * from './httpTypes';
export * from './idempotency';
export * from './memoryStore';
export * from './proofs';
export * from './push';
export * from './receiptWrite';
export * from './store';
export * from './tokenUpdate';
export * from './tracking';
export * from './trackingHttp';
export * from './trackingToken';
export * from './trackingView';
