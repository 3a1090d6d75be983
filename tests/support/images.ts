/** The smallest files of each kind the wall's upload tells apart by their first bytes. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
/** Text that calls itself an image. */
export const FAKE_IMAGE = new TextEncoder().encode('<svg onload="alert(1)"></svg>');

export const imageForm = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
  const form = new FormData();
  form.set('image', new File([new Uint8Array(bytes)], name, { type }));
  return form;
};
