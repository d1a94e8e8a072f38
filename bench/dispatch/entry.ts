// What the bench's auto-dispatch section uses of the domain (bench/dispatch/domain.mjs).
export * from '@/domain/dispatch';
export { travelSeconds } from '@/domain/route/geo';
export { createRandom } from '@/platform/random';
