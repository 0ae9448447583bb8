/** The image types a profile photo may arrive in, told apart by their first bytes only. */
export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The type by magic bytes, never by file name or declared content type (REQ-SEC-IMAGES); null for
 * anything else (text, scripts, SVG, PDFs, archives).
 */
export const imageTypeOf = (bytes: Buffer): ImageType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
};
