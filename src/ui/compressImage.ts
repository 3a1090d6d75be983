/** Images are sent at most 600 px on their longer side and 1 MB (001 §9 wall images, 002 §9 profile pictures). */
export const IMAGE_MAX_SIDE = 600;
export const IMAGE_MAX_BYTES = 1_000_000;

/** The size to draw an image at: its own, or scaled down so that its longer side is at most `max`. */
export function fittedSize(
  width: number,
  height: number,
  max = IMAGE_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Draws the picked file at most 600 px wide or high and encodes it as JPEG, lowering the quality until 1 MB. */
export async function compressImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare images.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (let quality = 0.9; ; quality -= 0.15) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new Error('This browser cannot prepare images.');
    if (blob.size <= IMAGE_MAX_BYTES || quality <= 0.3) return blob;
  }
}
