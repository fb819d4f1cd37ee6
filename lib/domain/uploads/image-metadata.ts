// Removes what a picture carries besides the picture: camera EXIF (including GPS position),
// XMP, IPTC, comments and text chunks, and anything appended after the image ends. A
// supporter's photo taken at home must not tell anyone where her home is. JPEG keeps only its
// orientation (so phone photos stay upright); colour profiles are kept. Pure byte surgery,
// no decoding: a file we cannot walk from start to end is refused (null).

export type ImageFormat = "jpg" | "png" | "webp";

export function stripImageMetadata(bytes: Uint8Array, format: ImageFormat): Uint8Array | null {
  try {
    if (format === "jpg") return stripJpeg(bytes);
    if (format === "png") return stripPng(bytes);
    return stripWebp(bytes);
  } catch {
    return null;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

// ------------------------------------------------------------------ JPEG

/** Segments kept besides the image data: JFIF (APP0), ICC profile (APP2), Adobe colour (APP14), tables and frame headers. */
const JPEG_DROP = new Set([0xe1, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xeb, 0xec, 0xed, 0xef, 0xfe]);

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const segments: Uint8Array[] = [];
  let orientation: number | null = null;
  let i = 2;
  for (;;) {
    if (i + 1 >= bytes.length || bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return null; // an image ends before it starts
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      segments.push(bytes.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 3 >= bytes.length) return null;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    const end = i + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === 0xda) {
      // Start of scan: image data runs to the last end-of-image marker; anything after it goes.
      let eoi = -1;
      for (let j = bytes.length - 2; j >= end; j--) {
        if (bytes[j] === 0xff && bytes[j + 1] === 0xd9) {
          eoi = j;
          break;
        }
      }
      if (eoi < 0) return null;
      segments.push(bytes.subarray(i, eoi + 2));
      break;
    }
    if (marker === 0xe1 && ascii(bytes, i + 4, 6) === "Exif\0\0") orientation ??= readExifOrientation(bytes.subarray(i + 10, end));
    if (!JPEG_DROP.has(marker)) segments.push(bytes.subarray(i, end));
    i = end;
  }
  const soi = Uint8Array.of(0xff, 0xd8);
  if (orientation && orientation !== 1) {
    const exif = orientationSegment(orientation);
    const afterJfif = segments[0] && segments[0][1] === 0xe0 ? 1 : 0;
    segments.splice(afterJfif, 0, exif);
  }
  return concat([soi, ...segments]);
}

/** The Orientation tag (0x0112) of IFD0 in a TIFF-structured EXIF block, if sane. */
export function readExifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const u16 = (at: number) => (at + 2 > tiff.length ? -1 : little ? tiff[at]! | (tiff[at + 1]! << 8) : (tiff[at]! << 8) | tiff[at + 1]!);
  const u32 = (at: number) => (at + 4 > tiff.length ? -1 : little ? (tiff[at]! | (tiff[at + 1]! << 8) | (tiff[at + 2]! << 16)) + tiff[at + 3]! * 0x1000000 : tiff[at]! * 0x1000000 + ((tiff[at + 1]! << 16) | (tiff[at + 2]! << 8) | tiff[at + 3]!));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  const count = u16(ifd);
  if (ifd < 8 || count < 0) return null;
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 EXIF segment holding nothing but the orientation. */
export function orientationSegment(orientation: number): Uint8Array {
  // prettier-ignore
  return Uint8Array.of(
    0xff, 0xe1, 0x00, 0x22,
    0x45, 0x78, 0x69, 0x66, 0x00, 0x00, // "Exif\0\0"
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF, IFD0 at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1
    0x00, 0x00, 0x00, 0x00, // no next IFD
  );
}

// ------------------------------------------------------------------ PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_KEEP = new Set(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "pHYs", "bKGD"]);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 8 || PNG_SIGNATURE.some((b, k) => bytes[k] !== b)) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  let first = true;
  for (;;) {
    if (i + 12 > bytes.length) return null;
    const length = ((bytes[i]! << 24) >>> 0) + ((bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!);
    const type = ascii(bytes, i + 4, 4);
    const end = i + 12 + length;
    if (end > bytes.length) return null;
    if (first && type !== "IHDR") return null;
    first = false;
    if (PNG_KEEP.has(type)) parts.push(bytes.subarray(i, end));
    i = end;
    if (type === "IEND") return concat(parts);
  }
}

// ------------------------------------------------------------------ WebP

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  const declared = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16)) + bytes[7]! * 0x1000000;
  const riffEnd = Math.min(bytes.length, 8 + declared);
  const chunks: Uint8Array[] = [];
  let i = 12;
  while (i + 8 <= riffEnd) {
    const fourcc = ascii(bytes, i, 4);
    const size = (bytes[i + 4]! | (bytes[i + 5]! << 8) | (bytes[i + 6]! << 16)) + bytes[i + 7]! * 0x1000000;
    const end = i + 8 + size + (size % 2);
    if (i + 8 + size > riffEnd) return null;
    if (fourcc !== "EXIF" && fourcc !== "XMP ") {
      const chunk = bytes.slice(i, Math.min(end, riffEnd));
      // VP8X announces EXIF (bit 3) and XMP (bit 2); they are gone now.
      if (fourcc === "VP8X" && chunk.length > 8) chunk[8] = chunk[8]! & ~0x0c;
      chunks.push(chunk);
    }
    i = end;
  }
  if (chunks.length === 0) return null;
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set([0x52, 0x49, 0x46, 0x46], 0);
  const riffSize = body.byteLength + 4;
  header.set([riffSize & 0xff, (riffSize >> 8) & 0xff, (riffSize >> 16) & 0xff, (riffSize >>> 24) & 0xff], 4);
  header.set([0x57, 0x45, 0x42, 0x50], 8);
  return concat([header, body]);
}
