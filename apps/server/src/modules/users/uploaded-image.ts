import { MAX_IMAGE_BYTES } from '@vigie/contract';
import sharp from 'sharp';
import { badRequest } from '../../http/errors.ts';

type Format = 'png' | 'jpeg' | 'webp';

const SIGNATURES: { format: Format; matches: (b: Buffer) => boolean }[] = [
  { format: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { format: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: 'webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** Larger avatars are shrunk to fit: the app sends 150×150 avatars, and nothing shows them larger. */
const MAX_SIDE = 1024;
/** A small file may still claim huge dimensions: decoding stops past this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Accepts PNG, JPEG or WebP of at most 1 MB, recognised by their bytes, not by a claimed type, and
 * re-encodes the picture.
 */
export async function readUploadedImage(base64: string): Promise<{ contentType: string; data: Buffer }> {
  const field = 'body.user.img';
  const input = Buffer.from(base64, 'base64');
  if (input.length === 0) throw badRequest(field, 'is empty');
  if (input.length > MAX_IMAGE_BYTES) throw badRequest(field, 'must be at most 1 MB');
  const contentType = imageTypeOf(input);
  if (!contentType) throw badRequest(field, 'must be a PNG, JPEG or WebP image');
  const data = await reencodeImage(input, contentType);
  if (!data) throw unreadableImage(field, contentType);
  return { contentType, data };
}

/** The image type the bytes begin with (PNG, JPEG or WebP), whatever type was claimed. */
export const imageTypeOf = (input: Buffer): string | undefined => {
  const kind = SIGNATURES.find((s) => s.matches(input));
  return kind && `image/${kind.format}`;
};

export const unreadableImage = (field: string, contentType: string) =>
  badRequest(
    field,
    `must be a readable ${contentType.slice(6).toUpperCase()} image of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
  );

/**
 * The picture alone, encoded again in its format: what else the file carried (EXIF with the camera and
 * its GPS position, XMP, comments, extra chunks) is not kept. EXIF orientation is applied first, as it
 * would be lost. Undefined when the bytes do not decode as an image of that type.
 */
export async function reencodeImage(
  input: Buffer,
  contentType: string,
  maxSide = MAX_SIDE,
): Promise<Buffer | undefined> {
  const format = SIGNATURES.find((s) => `image/${s.format}` === contentType)?.format;
  if (!format) return undefined;
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
  } catch {
    return undefined;
  }
}
