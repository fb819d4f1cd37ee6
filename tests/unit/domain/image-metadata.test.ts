import { orientationSegment, readExifOrientation, stripImageMetadata } from "@/lib/domain/uploads/image-metadata";
import { avatarKeyOf, avatarUrlFor, classifyAvatar, precheckAvatar } from "@/lib/domain/uploads/avatar";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? Array.from(Buffer.from(p, "latin1")) : p)));
const has = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(needle);

/** A little-endian TIFF block with IFD0 holding Orientation and a text tag. */
function exifTiff(orientation: number) {
  return bytes(
    "II", [0x2a, 0x00, 0x08, 0x00, 0x00, 0x00],
    [0x02, 0x00],
    [0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, orientation, 0x00, 0x00, 0x00],
    [0x0e, 0x01, 0x02, 0x00, 0x04, 0x00, 0x00, 0x00], "GPS\0",
    [0x00, 0x00, 0x00, 0x00],
    "SECRET-GPS-51.5N",
  );
}

function jpeg(orientation: number, trailing = "") {
  const tiff = exifTiff(orientation);
  const app1 = bytes([0xff, 0xe1, 0x00, tiff.length + 8], "Exif\0\0", Array.from(tiff));
  return bytes(
    [0xff, 0xd8],
    [0xff, 0xe0, 0x00, 0x10], "JFIF\0", [0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
    Array.from(app1),
    [0xff, 0xfe, 0x00, 0x0a], "comment!",
    [0xff, 0xdb, 0x00, 0x04, 0x00, 0x00],
    [0xff, 0xda, 0x00, 0x04, 0x00, 0x00, 0x12, 0x34, 0xff, 0x00, 0x56],
    [0xff, 0xd9],
    trailing,
  );
}

describe("JPEG", () => {
  test("drops EXIF, comments and trailing data, keeps JFIF, tables, the scan and the orientation", () => {
    const out = stripImageMetadata(jpeg(6, "<?php evil ?>"), "jpg")!;
    expect(out).not.toBeNull();
    expect(has(out, "SECRET-GPS")).toBe(false);
    expect(has(out, "comment!")).toBe(false);
    expect(has(out, "evil")).toBe(false);
    expect(has(out, "JFIF")).toBe(true);
    expect(Array.from(out.subarray(0, 2))).toEqual([0xff, 0xd8]);
    expect(Array.from(out.subarray(-2))).toEqual([0xff, 0xd9]);
    // The orientation comes right after JFIF, as a minimal EXIF block.
    const seg = orientationSegment(6);
    expect(Buffer.from(out.subarray(20, 20 + seg.length)).equals(Buffer.from(seg))).toBe(true);
    expect(readExifOrientation(seg.subarray(10))).toBe(6);
  });

  test("an upright photo needs no EXIF at all", () => {
    const out = stripImageMetadata(jpeg(1), "jpg")!;
    expect(has(out, "Exif")).toBe(false);
  });

  test("broken files are refused", () => {
    expect(stripImageMetadata(bytes([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x40]), "jpg")).toBeNull();
    expect(stripImageMetadata(bytes("not a jpeg"), "jpg")).toBeNull();
    expect(stripImageMetadata(bytes([0xff, 0xd8, 0xff, 0xda, 0x00, 0x04, 0x00, 0x00, 0x12]), "jpg")).toBeNull();
  });

  test("orientation is read in either byte order and only when sane", () => {
    expect(readExifOrientation(exifTiff(8))).toBe(8);
    expect(readExifOrientation(exifTiff(9))).toBeNull();
    expect(readExifOrientation(bytes("XX"))).toBeNull();
  });
});

function pngChunk(type: string, data: string) {
  const length = [0, 0, 0, data.length];
  return [...length, ...Array.from(Buffer.from(type + data, "latin1")), 0, 0, 0, 0];
}

describe("PNG", () => {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  test("keeps image chunks, drops text, EXIF and anything after IEND", () => {
    const png = bytes(sig, pngChunk("IHDR", "0123456789abc"), pngChunk("tEXt", "Author\0me"), pngChunk("eXIf", "SECRET"), pngChunk("IDAT", "pixels"), pngChunk("IEND", ""), "trailing");
    const out = stripImageMetadata(png, "png")!;
    expect(has(out, "IHDR")).toBe(true);
    expect(has(out, "pixels")).toBe(true);
    expect(has(out, "tEXt")).toBe(false);
    expect(has(out, "SECRET")).toBe(false);
    expect(has(out, "trailing")).toBe(false);
    expect(has(out, "IEND")).toBe(true);
  });
  test("must start with IHDR and end with IEND", () => {
    expect(stripImageMetadata(bytes(sig, pngChunk("IDAT", "x"), pngChunk("IEND", "")), "png")).toBeNull();
    expect(stripImageMetadata(bytes(sig, pngChunk("IHDR", "0123456789abc")), "png")).toBeNull();
  });
});

describe("WebP", () => {
  const chunk = (fourcc: string, data: number[]) => [...Array.from(Buffer.from(fourcc)), data.length, 0, 0, 0, ...data, ...(data.length % 2 ? [0] : [])];
  function webp(...chunks: number[][]) {
    const body = chunks.flat();
    const size = body.length + 4;
    return bytes("RIFF", [size & 0xff, (size >> 8) & 0xff, 0, 0], "WEBP", body);
  }
  test("drops EXIF and XMP chunks and clears their VP8X flags", () => {
    const input = webp(chunk("VP8X", [0x0c, 0, 0, 0, 1, 0, 0, 1, 0, 0]), chunk("VP8 ", [1, 2, 3]), chunk("EXIF", Array.from(Buffer.from("SECRET"))), chunk("XMP ", Array.from(Buffer.from("<x/>"))));
    const out = stripImageMetadata(input, "webp")!;
    expect(has(out, "SECRET")).toBe(false);
    expect(has(out, "XMP")).toBe(false);
    expect(out[20]! & 0x0c).toBe(0);
    const riffSize = out[4]! | (out[5]! << 8);
    expect(riffSize).toBe(out.length - 8);
  });
  test("refuses what is not a WebP", () => {
    expect(stripImageMetadata(bytes("RIFF\0\0\0\0WAVEfmt "), "webp")).toBeNull();
  });
});

describe("avatar rules", () => {
  test("only JPG, PNG and WebP by their bytes", () => {
    expect(classifyAvatar("jpg")).toBe("jpg");
    expect(classifyAvatar("png")).toBe("png");
    expect(classifyAvatar("webp")).toBe("webp");
    for (const ext of ["svg", "gif", "pdf", undefined]) expect(classifyAvatar(ext)).toBeNull();
  });
  test("browser precheck by name and size", () => {
    expect(precheckAvatar({ name: "me.JPEG", size: 10 })).toBeNull();
    expect(precheckAvatar({ name: "me.svg", size: 10 })).toBe("type");
    expect(precheckAvatar({ name: "me.png", size: 3 * 1024 * 1024 })).toBe("size");
  });
  test("served address and storage key", () => {
    const file = "0b6b0e0c-9d4b-4d1e-8a34-7f3c8f0b2a11.png";
    expect(avatarKeyOf(avatarUrlFor("user_1", file))).toBe(`avatars/user_1/${file}`);
    expect(avatarKeyOf("/api/avatars/user_1/../../cv/x.pdf")).toBeNull();
    expect(avatarKeyOf("/api/avatars/user_1/evil.svg")).toBeNull();
    expect(avatarKeyOf("https://example.com/a.png")).toBeNull();
    expect(avatarKeyOf(null)).toBeNull();
  });
});
