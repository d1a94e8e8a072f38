import { PhotoError } from './photoErrors';
import {
  encodeWithinLimit,
  encodingAttempts,
  MAX_LONGEST_SIDE_PX,
  MAX_PHOTO_BYTES,
  type Dimensions,
  type EncodingAttempt,
} from './shrinkPlan';

// Shrinks a picked or camera photo before it is kept on the phone: decoded upright (EXIF
// orientation applied), drawn at most 1600 px on its longest side, re-encoded as JPEG with the
// quality stepping down until it fits ~300 KB (shrinkPlan.ts decides the steps).
//
// A canvas rather than a library (browser-image-compression): createImageBitmap's
// imageOrientation and canvas drawing of oriented <img>s cover EXIF in every browser we
// support, the whole job is ~100 lines, and that library's web-worker mode loads its script
// from a CDN by default, which our CSP and an offline phone both refuse. Always re-encoding
// also strips the camera's EXIF (GPS position included) from what is sent.

export interface ShrunkPhoto {
  /** An ArrayBuffer, not a Blob: Safari loses Blobs stored in IndexedDB. */
  bytes: ArrayBuffer;
  mimeType: 'image/jpeg';
  width: number;
  height: number;
}

/** Bigger than any phone camera's photo: something else (a video, an archive) was picked. */
export const MAX_INPUT_BYTES = 40 * 1024 * 1024;

interface DecodedImage extends Dimensions {
  source: CanvasImageSource;
  release(): void;
}

interface JpegCanvas {
  draw(source: CanvasImageSource, size: Dimensions): void;
  toJpeg(quality: number): Promise<Blob>;
}

/** The browser parts, replaceable in tests (jsdom has neither a decoder nor a canvas). */
export interface PhotoTools {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(size: Dimensions): JpegCanvas;
}

/** Throws a PhotoError for files that are plainly not a usable photo, before decoding. */
export function checkPhotoFile(file: Blob): void {
  if (file.size === 0) throw new PhotoError('empty');
  // Some Android pickers give no type at all: let the decoder decide.
  if (file.type !== '' && !file.type.toLowerCase().startsWith('image/')) {
    throw new PhotoError('not-an-image');
  }
  if (file.size > MAX_INPUT_BYTES) throw new PhotoError('too-big');
}

async function decodeWithImageElement(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  try {
    image.src = url;
    // Browsers draw an <img> upright by its EXIF orientation (CSS image-orientation: from-image).
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

async function decodeInBrowser(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      // Older Safari rejects Blob sources or the options: the <img> path below still works.
    }
  }
  return decodeWithImageElement(file);
}

function createBrowserCanvas({ width, height }: Dimensions): JpegCanvas {
  const offscreen =
    typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : null;
  const element = offscreen ? null : document.createElement('canvas');
  if (element) {
    element.width = width;
    element.height = height;
  }
  const context = offscreen ? offscreen.getContext('2d') : element?.getContext('2d');
  if (!context) throw new Error('No 2D canvas available.');
  return {
    draw(source, size) {
      // JPEG has no transparency: a transparent PNG would turn black without a background.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, 0, 0, size.width, size.height);
    },
    toJpeg(quality) {
      if (offscreen) return offscreen.convertToBlob({ type: 'image/jpeg', quality });
      return new Promise((resolve, reject) => {
        element?.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image.'))),
          'image/jpeg',
          quality,
        );
      });
    },
  };
}

export const browserPhotoTools: PhotoTools = {
  decode: decodeInBrowser,
  createCanvas: createBrowserCanvas,
};

export interface ShrinkOptions {
  maxLongestSide?: number;
  maxBytes?: number;
  tools?: PhotoTools;
}

/**
 * The photo, upright, as a JPEG within the limits. Rejects with a PhotoError (its message is
 * fit to show the driver) when the file is not a photo this browser can open.
 */
export async function shrinkPhoto(file: Blob, options: ShrinkOptions = {}): Promise<ShrunkPhoto> {
  const tools = options.tools ?? browserPhotoTools;
  checkPhotoFile(file);
  let image: DecodedImage;
  try {
    image = await tools.decode(file);
  } catch (error) {
    throw new PhotoError(file.type.startsWith('image/') ? 'unreadable' : 'not-an-image', {
      cause: error,
    });
  }
  try {
    if (!(image.width > 0 && image.height > 0)) throw new PhotoError('unreadable');
    // Attempts come grouped by size: one canvas at a time (a 1600 px canvas is ~8 MB).
    let current: { key: string; canvas: JpegCanvas } | null = null;
    const canvasFor = (attempt: EncodingAttempt) => {
      const key = `${attempt.width}x${attempt.height}`;
      if (current?.key !== key) {
        const size = { width: attempt.width, height: attempt.height };
        const canvas = tools.createCanvas(size);
        canvas.draw(image.source, size);
        current = { key, canvas };
      }
      return current.canvas;
    };
    const encoded = await encodeWithinLimit(
      encodingAttempts(image, options.maxLongestSide ?? MAX_LONGEST_SIDE_PX),
      async (attempt) => {
        const blob = await canvasFor(attempt).toJpeg(attempt.quality);
        // A browser that cannot write JPEG falls back to PNG: not what we promise to store.
        if (blob.type !== 'image/jpeg') throw new PhotoError('unreadable');
        return { byteLength: blob.size, result: blob };
      },
      options.maxBytes ?? MAX_PHOTO_BYTES,
    );
    return {
      bytes: await encoded.result.arrayBuffer(),
      mimeType: 'image/jpeg',
      width: encoded.attempt.width,
      height: encoded.attempt.height,
    };
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError('unreadable', { cause: error });
  } finally {
    image.release();
  }
}
