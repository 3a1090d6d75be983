/** The image formats a post may carry, told by their first bytes (never by the name or the declared type). */
const SIGNATURES: readonly { type: string; bytes: readonly (number | null)[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

export function imageTypeOf(body: Uint8Array): string | null {
  const match = SIGNATURES.find(
    (s) => body.length >= s.bytes.length && s.bytes.every((b, i) => b === null || body[i] === b),
  );
  return match?.type ?? null;
}
