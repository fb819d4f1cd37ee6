import "server-only";
import sharp, { type Sharp } from "sharp";
import type { ImageFormat } from "@/lib/domain/uploads/avatar";

// Removes what a picture carries besides the picture: camera EXIF (including GPS position),
// XMP, IPTC, comments, text chunks and anything appended after the image. A supporter's photo
// taken at home must not tell anyone where her home is. The picture is decoded and encoded
// again (sharp writes no metadata unless told to): the EXIF orientation is applied to the
// pixels first, so phone photos stay upright; the colour profile is kept.

/** Past this many pixels a picture is refused rather than decoded (a 2 MB file can claim far more). */
const MAX_PIXELS = 64 * 1024 * 1024;

const ENCODE = {
  jpg: (image: Sharp) => image.jpeg({ quality: 90 }),
  png: (image: Sharp) => image.png(),
  webp: (image: Sharp) => image.webp({ quality: 90 }),
} satisfies Record<ImageFormat, (image: Sharp) => Sharp>;

/** The picture alone, in the same format; null when it cannot be decoded (refused as not a picture). */
export async function stripImageMetadata(bytes: Uint8Array, format: ImageFormat): Promise<Uint8Array | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().keepIccProfile();
    return new Uint8Array(await ENCODE[format](image).toBuffer());
  } catch {
    return null;
  }
}
