import { STORAGE_FULL_MESSAGE } from './proofStore';

// Every sentence the proof-of-delivery screens show, in one place (i18n converts this module).
// "Add photo", "Received by" and "Proof of delivery" are names other tests depend on: keep them.

export const proofMessages = {
  addPhoto: 'Add photo',
  retakePhoto: 'Retake photo',
  removePhoto: 'Remove photo',
  receivedBy: 'Received by',
  receivedByHint: 'Who took the order, e.g. “Maria (neighbour)”',
  thumbnailAlt: 'Photo of the delivery, not yet sent',
  shrinking: 'Preparing the photo…',
  photoRequired: 'A photo is required to confirm delivery',
  proofOfDelivery: 'Proof of delivery',
  photoAlt: 'Photo taken at delivery',
  photoLoading: 'Loading the photo…',
  noPhoto: 'No photo was taken.',
  photoOnPhone: 'The photo is on this phone and will be sent with the delivery.',
  receivedByName: (name: string) => `Received by ${name}`,
  takenAt: (time: string) => `Recorded at ${time}`,
  storageFull: STORAGE_FULL_MESSAGE,
  photoNotKept: 'The photo could not be kept on this phone. The delivery is saved without it.',
} as const;
