import sharp from 'sharp';

const CAMERA = 'Camera 12';

/** Real images of each accepted format, a few pixels wide. */
export async function tinyImage(format: 'png' | 'jpeg' | 'webp', width = 4, height = 3): Promise<Buffer> {
  const background = { r: 200, g: 80, b: 40 };
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG as a phone takes it: the camera's make and model, and where it was taken (GPS). */
export async function photoWithGps(): Promise<Buffer> {
  return sharp(await tinyImage('jpeg', 64, 48))
    .withExif({
      IFD0: { Make: 'Phone', Model: CAMERA },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
      },
    })
    .toBuffer();
}

/** The APPn segments of a JPEG (EXIF is APP1, `Exif\0\0…`), read up to the image data. */
export function jpegAppSegments(jpeg: Buffer): { marker: number; data: Buffer }[] {
  const segments: { marker: number; data: Buffer }[] = [];
  for (let at = 2; at + 4 <= jpeg.length && jpeg[at] === 0xff; ) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xda) break;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xe0 && marker <= 0xef)
      segments.push({ marker, data: jpeg.subarray(at + 4, at + 2 + length) });
    at += 2 + length;
  }
  return segments;
}

/** Whether a JPEG carries EXIF, and the GPS block in it (tag 0x8825, in either byte order). */
export function exifOf(jpeg: Buffer): { exif: boolean; gps: boolean; camera: boolean } {
  const exif = jpegAppSegments(jpeg).find(({ data }) => data.subarray(0, 6).equals(Buffer.from('Exif\0\0')));
  const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
  return {
    exif: exif !== undefined,
    gps: exif !== undefined && gpsTag.some((tag) => exif.data.includes(tag)),
    camera: jpeg.includes(Buffer.from(CAMERA)),
  };
}
