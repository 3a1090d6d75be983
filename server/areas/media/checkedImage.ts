import { BadRequest } from '../../../schemas/errors';
import { imageTypeOf } from '../wall/imageType';

/**
 * An uploaded image's content type, told by its first bytes; BadRequest naming the `image` field when it is
 * larger than `maxBytes` or not a PNG, JPEG, GIF or WebP. `noun` is what the reply calls it ("picture").
 */
export function checkedImageType(body: Uint8Array, maxBytes: number, noun: string): string {
  const tooLarge = `The ${noun} is larger than ${maxBytes / 1024 / 1024} MB`;
  if (body.length > maxBytes)
    throw new BadRequest({ message: tooLarge, fields: [{ path: 'image', message: tooLarge }] });
  const contentType = imageTypeOf(body);
  if (!contentType) {
    const message = `The file is not a ${noun} (PNG, JPEG, GIF or WebP)`;
    throw new BadRequest({ message, fields: [{ path: 'image', message }] });
  }
  return contentType;
}
