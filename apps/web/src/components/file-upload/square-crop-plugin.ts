/**
 * A FilePond plugin that crops an image to its centre square (and scales it down) in the
 * browser, right before it is uploaded. Options: `allowSquareCrop` (off by default) and
 * `squareCropSize` (the longest side, in pixels). Files that are not images pass unchanged.
 */

declare module 'filepond' {
  interface FilePondOptions {
    /** Crop images to their centre square before upload. */
    allowSquareCrop?: boolean;
    /** The side of the cropped image at most, in pixels. */
    squareCropSize?: number;
  }
}

interface PluginUtils {
  Type: { BOOLEAN: string; INT: string };
}
interface PluginApi {
  addFilter: (
    key: string,
    cb: (value: unknown, utils: { query: (key: string) => unknown }) => Promise<unknown>,
  ) => void;
  utils: PluginUtils;
}

const OUTPUT_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('gambar tidak dapat dibaca'));
    };
    image.src = url;
  });
}

/** The centre square of an image file, at most `size` pixels wide, in the same format. */
export async function cropToSquare(file: Blob, size: number): Promise<Blob> {
  const image = await loadImage(file);
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const target = Math.max(1, Math.min(side, size));
  const canvas = document.createElement('canvas');
  canvas.width = target;
  canvas.height = target;
  const context = canvas.getContext('2d');
  if (!context || side === 0) return file;
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    (image.naturalWidth - side) / 2,
    (image.naturalHeight - side) / 2,
    side,
    side,
    0,
    0,
    target,
    target,
  );
  const type = OUTPUT_TYPES.has(file.type) ? file.type : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) return file;
  const name = file instanceof File ? file.name : 'gambar';
  return new File([blob], name, { type, lastModified: Date.now() });
}

interface PondItem {
  file: unknown;
  getMetadata: (key: string) => unknown;
  setMetadata: (key: string, value: unknown, silent?: boolean) => void;
}

export function squareCropPlugin({ addFilter, utils }: PluginApi) {
  // The preview shows what will be sent: the image preview plugin draws the 'crop' metadata
  // (as FilePond's own crop plugin sets it), here the centre square.
  addFilter('DID_LOAD_ITEM', async (value, { query }) => {
    const item = value as PondItem;
    if (!query('GET_ALLOW_SQUARE_CROP')) return item;
    if (!(item.file instanceof Blob) || !item.file.type.startsWith('image/')) return item;
    if (!item.getMetadata('crop')) {
      item.setMetadata(
        'crop',
        {
          center: { x: 0.5, y: 0.5 },
          flip: { horizontal: false, vertical: false },
          zoom: 1,
          rotation: 0,
          aspectRatio: 1,
        },
        true,
      );
    }
    return item;
  });
  addFilter('PREPARE_OUTPUT', async (value, { query }) => {
    if (!query('GET_ALLOW_SQUARE_CROP')) return value;
    if (!(value instanceof Blob) || !value.type.startsWith('image/')) return value;
    try {
      return await cropToSquare(value, Number(query('GET_SQUARE_CROP_SIZE')) || 512);
    } catch {
      // An image the browser cannot draw goes up as it is; the server judges it.
      return value;
    }
  });
  return {
    options: {
      allowSquareCrop: [false, utils.Type.BOOLEAN],
      squareCropSize: [512, utils.Type.INT],
    },
  };
}
