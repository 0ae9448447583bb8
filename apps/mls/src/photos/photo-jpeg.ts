import sharp from 'sharp';
import { addGrain } from './grain';

/** JPEG quality: what listing photos from a camera or an MLS's upload tend to carry. */
export const jpegQuality = 80;

/** The size a photo's scene is drawn at: half of each side (librsvg's cost grows with pixels). */
export const drawnSize = (size: { width: number; height: number }) => ({
  width: Math.round(size.width / 2),
  height: Math.round(size.height / 2),
});

/**
 * A JPEG of an SVG scene drawn at `drawnSize(size)`: scaled up to `size` (soft edges, as a lens
 * gives), grain seeded with `seed` added, encoded as a baseline JPEG without metadata.
 */
export const sceneToJpeg = async (
  svg: string,
  size: { width: number; height: number },
  seed: string,
): Promise<Buffer> => {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .resize(size.width, size.height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, seed);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: jpegQuality })
    .toBuffer();
};
