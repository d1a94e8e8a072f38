import { i18n } from '@/ui/i18n';

// Why a picked file could not become a proof photo, in words a driver can act on.

export type PhotoErrorCode = 'not-an-image' | 'empty' | 'unreadable' | 'too-big';

/** The catalogue keys (section `proof.photoErrors`): read when the error is made. */
const MESSAGES = {
  'not-an-image': 'proof.photoErrors.not-an-image',
  empty: 'proof.photoErrors.empty',
  unreadable: 'proof.photoErrors.unreadable',
  'too-big': 'proof.photoErrors.too-big',
} as const satisfies Record<PhotoErrorCode, string>;

export class PhotoError extends Error {
  readonly code: PhotoErrorCode;
  constructor(code: PhotoErrorCode, options?: { cause?: unknown }) {
    super(i18n.t(MESSAGES[code]), options);
    this.name = 'PhotoError';
    this.code = code;
  }
}
