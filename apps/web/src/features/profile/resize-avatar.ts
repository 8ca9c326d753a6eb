/** docs/product.md §5.8: the avatar is sent as a 150×150 picture. */
export const AVATAR_SIZE = 150;
const AVATAR_TYPE = 'image/jpeg';
const AVATAR_QUALITY = 0.85;

export interface SourceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The centred part of a `width`×`height` image that fills a `size`×`size` square without distortion. */
export function coverCrop(width: number, height: number, size: number): SourceRect {
  // Cover: scale so the shorter side fills the square, then keep the middle of the longer one.
  const scale = Math.max(size / width, size / height);
  const side = size / scale;
  return { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side };
}

/** The server takes bare base64, without the `data:…;base64,` that canvases put in front. */
export const stripDataUrlPrefix = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** Shows a picked avatar before it is saved. */
export const avatarPreviewUrl = (base64: string) => `data:${AVATAR_TYPE};base64,${base64}`;

interface Decoded {
  image: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decodeWithImageElement(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap !== 'function') return decodeWithImageElement(file);
  try {
    const bitmap = await createImageBitmap(file);
    return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  } catch {
    // Some browsers show formats in <img> that createImageBitmap refuses (HEIC photos on Safari).
    return decodeWithImageElement(file);
  }
}

/** The picked image cropped to a square, scaled to AVATAR_SIZE and encoded as JPEG base64. */
export async function resizeAvatar(file: Blob): Promise<string> {
  const { image, width, height, release } = await decode(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
    context.imageSmoothingQuality = 'high';
    const source = coverCrop(width, height, AVATAR_SIZE);
    context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
    return stripDataUrlPrefix(canvas.toDataURL(AVATAR_TYPE, AVATAR_QUALITY));
  } finally {
    release();
  }
}
