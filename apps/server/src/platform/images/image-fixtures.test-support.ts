import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a valid 1-bit grayscale PNG of `side` x `side` pixels, all black, that
 * deflates to a few dozen kilobytes but would take gigabytes to decode as RGB.
 */
export const pngBomb = (side = 20_000): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // grayscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then zero bits
  const raw = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

export const smallPng = (width = 64, height = 48) => solid(width, height).png().toBuffer();

export const smallWebp = () => solid(30, 30).webp().toBuffer();

/** A JPEG that says where it was taken (GPS in EXIF) and that it is turned (orientation 6). */
export const jpegWithGps = (width = 80, height = 40) =>
  solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'RelaCam', Model: 'Spy 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 2994/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 984/100',
      },
    })
    .toBuffer();

export const scriptNamedJpeg = Buffer.from('<script>alert(document.cookie)</script>\n', 'utf8');

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>',
  'utf8',
);
