/** The first bytes of the image formats the server takes: JPEG, PNG, WebP and GIF. */
const signatures: readonly (readonly (number | null)[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x47, 0x49, 0x46, 0x38],
  // RIFF....WEBP
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
];

const startsWith = (bytes: Uint8Array, signature: readonly (number | null)[]) =>
  signature.every((byte, index) => byte === null || bytes[index] === byte);

const headOf = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, 12));
  });

/** Whether the browser can decode the file as an image; without `createImageBitmap`, assumed so. */
const decodes = async (file: Blob): Promise<boolean> => {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether a picked file is a photo the crop can show and the server takes: its bytes (not its name
 * or declared type) start like a JPEG, PNG, WebP or GIF, and the browser can decode it.
 */
export const isSupportedImage = async (file: Blob): Promise<boolean> => {
  try {
    const head = await headOf(file);
    return signatures.some((signature) => startsWith(head, signature)) && (await decodes(file));
  } catch {
    return false;
  }
};
