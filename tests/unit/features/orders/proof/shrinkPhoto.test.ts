import { describe, expect, it } from 'vitest';
import { PhotoError } from '@/features/orders/proof/photoErrors';
import { MAX_INPUT_BYTES, shrinkPhoto, type PhotoTools } from '@/features/orders/proof/shrinkPhoto';
import type { Dimensions } from '@/features/orders/proof/shrinkPlan';

// jsdom can neither decode images nor draw on a canvas, so the orchestration is tested with
// stand-in tools: a "decoder" that reports a size and a "canvas" whose JPEG size grows with
// quality and pixels, as a real one does. The real canvas path runs in the Playwright journey.

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

function fakeTools(
  source: Dimensions,
  bytesFor: (size: Dimensions, quality: number) => number,
): PhotoTools & { drawn: Dimensions[]; encoded: number[]; released: number } {
  const tools = {
    drawn: [] as Dimensions[],
    encoded: [] as number[],
    released: 0,
    async decode() {
      return {
        ...source,
        source: {} as CanvasImageSource,
        release: () => {
          tools.released += 1;
        },
      };
    },
    createCanvas(size: Dimensions) {
      return {
        draw(_source: CanvasImageSource, drawSize: Dimensions) {
          tools.drawn.push(drawSize);
        },
        async toJpeg(quality: number) {
          tools.encoded.push(quality);
          const bytes = new Uint8Array(bytesFor(size, quality));
          bytes.set(JPEG_MAGIC);
          return new Blob([bytes], { type: 'image/jpeg' });
        },
      };
    },
  };
  return tools;
}

const photo = (type = 'image/jpeg', size = 2_000_000) => new Blob([new Uint8Array(size)], { type });

async function photoError(promise: Promise<unknown>): Promise<PhotoError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PhotoError);
    return error as PhotoError;
  }
  throw new Error('expected a PhotoError');
}

describe('shrinkPhoto', () => {
  it('draws a 12 MP photo at 1600 px and returns the first JPEG within 300 KB, as bytes', async () => {
    // ~0.25 bytes per pixel per 0.1 quality: 0.82 → ~394 KB, 0.72 → ~346 KB, 0.62 → ~298 KB.
    const tools = fakeTools({ width: 4032, height: 3024 }, (size, quality) =>
      Math.round(size.width * size.height * quality * 0.25),
    );
    const shrunk = await shrinkPhoto(photo(), { tools });

    expect(shrunk.mimeType).toBe('image/jpeg');
    expect({ width: shrunk.width, height: shrunk.height }).toEqual({ width: 1600, height: 1200 });
    expect(tools.drawn).toEqual([{ width: 1600, height: 1200 }]);
    expect(tools.encoded).toEqual([0.82, 0.72, 0.62]);
    expect(shrunk.bytes).toBeInstanceOf(ArrayBuffer);
    expect(shrunk.bytes.byteLength).toBeLessThanOrEqual(300 * 1024);
    expect([...new Uint8Array(shrunk.bytes).slice(0, 3)]).toEqual(JPEG_MAGIC);
    expect(tools.released).toBe(1);
  });

  it('goes down in size when the lowest quality is still too big', async () => {
    const tools = fakeTools({ width: 3000, height: 4000 }, (size) =>
      size.height > 1200 ? 400_000 : 200_000,
    );
    const shrunk = await shrinkPhoto(photo(), { tools });
    expect({ width: shrunk.width, height: shrunk.height }).toEqual({ width: 900, height: 1200 });
    expect(tools.drawn).toEqual([
      { width: 1200, height: 1600 },
      { width: 900, height: 1200 },
    ]);
  });

  it('refuses a file that is not an image, without decoding it', async () => {
    const tools = fakeTools({ width: 10, height: 10 }, () => 10);
    const error = await photoError(shrinkPhoto(photo('application/pdf'), { tools }));
    expect(error.code).toBe('not-an-image');
    expect(error.message).toBe(
      'This file is not a photo. Take a photo, or choose a JPEG or PNG picture.',
    );
    expect(tools.drawn).toEqual([]);
  });

  it('refuses an empty file and one too big to be a photo', async () => {
    const tools = fakeTools({ width: 10, height: 10 }, () => 10);
    expect((await photoError(shrinkPhoto(photo('image/jpeg', 0), { tools }))).code).toBe('empty');
    const huge = { size: MAX_INPUT_BYTES + 1, type: 'image/jpeg' } as Blob;
    expect((await photoError(shrinkPhoto(huge, { tools }))).code).toBe('too-big');
  });

  it('says a photo is unreadable when the browser cannot decode it (e.g. HEIC on Android)', async () => {
    const tools: PhotoTools = {
      ...fakeTools({ width: 1, height: 1 }, () => 1),
      decode: async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      },
    };
    const error = await photoError(shrinkPhoto(photo('image/heic'), { tools }));
    expect(error.code).toBe('unreadable');
    expect(error.message).toBe(
      'This photo could not be opened on this phone. Take it again with the camera.',
    );
  });

  it('treats an undecodable file without a type as not a photo', async () => {
    const tools: PhotoTools = {
      ...fakeTools({ width: 1, height: 1 }, () => 1),
      decode: async () => {
        throw new Error('nope');
      },
    };
    expect((await photoError(shrinkPhoto(photo(''), { tools }))).code).toBe('not-an-image');
  });

  it('reports a canvas that writes no JPEG as unreadable, and still releases the image', async () => {
    const base = fakeTools({ width: 100, height: 100 }, () => 10);
    const tools: PhotoTools = {
      decode: base.decode,
      createCanvas: () => ({
        draw() {},
        toJpeg: async () => new Blob([new Uint8Array(10)], { type: 'image/png' }),
      }),
    };
    expect((await photoError(shrinkPhoto(photo(), { tools }))).code).toBe('unreadable');
    expect(base.released).toBe(1);
  });

  it('in jsdom, with the real browser tools, a picture it cannot decode is a PhotoError', async () => {
    // jsdom has no createImageBitmap and never loads images: the <img> fallback must fail
    // cleanly rather than hang or throw something the sheet cannot show.
    const error = await photoError(shrinkPhoto(photo('image/png', 100)));
    expect(error.code).toBe('unreadable');
  });
});
