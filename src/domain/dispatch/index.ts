// Auto-dispatch (docs/auto-dispatch.md): who should take an order, and a plan for a queue. Pure:
// the desk's suggestions and the backend core's choice run this same code.

export * from './driverInput';
export * from './estimatedRun';
export * from './insertion';
export * from './limit';
export * from './plan';
export * from './rank';
export * from './runOf';
export * from './settings';
export * from './start';
export * from './timing';
export * from './types';
