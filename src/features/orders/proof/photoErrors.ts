// Why a picked file could not become a proof photo, in words a driver can act on.

export type PhotoErrorCode = 'not-an-image' | 'empty' | 'unreadable' | 'too-big';

const MESSAGES: Record<PhotoErrorCode, string> = {
  'not-an-image': 'This file is not a photo. Take a photo, or choose a JPEG or PNG picture.',
  empty: 'This photo is empty. Take it again.',
  unreadable: 'This photo could not be opened on this phone. Take it again with the camera.',
  'too-big': 'This file is too big to use as a photo. Take a new photo with the camera.',
};

export class PhotoError extends Error {
  readonly code: PhotoErrorCode;
  constructor(code: PhotoErrorCode, options?: { cause?: unknown }) {
    super(MESSAGES[code], options);
    this.name = 'PhotoError';
    this.code = code;
  }
}
