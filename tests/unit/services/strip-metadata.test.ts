import sharp from "sharp";
import { stripImageMetadata } from "@/lib/services/storage/strip-metadata";

// Profile pictures are re-encoded before they are stored: whatever the camera wrote (GPS
// position, owner, comments) is gone, the picture itself stays (upright, same format).

const GPS_EXIF = {
  IFD0: { Copyright: "SECRET-OWNER", ImageDescription: "SECRET-DESCRIPTION" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
};

const blank = (width = 8, height = 4) => sharp({ create: { width, height, channels: 3, background: "#c0ffee" } });
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe("stripImageMetadata", () => {
  test("a JPEG with EXIF GPS comes out a JPEG with no EXIF left", async () => {
    const input = new Uint8Array(await blank().jpeg().withExif(GPS_EXIF).toBuffer());
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(has(input, "SECRET-OWNER")).toBe(true);

    const out = (await stripImageMetadata(input, "jpg"))!;
    expect(out).not.toBeNull();
    const after = await sharp(out).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 8, height: 4 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(has(out, "Exif")).toBe(false);
    expect(has(out, "SECRET-OWNER")).toBe(false);
    expect(has(out, "SECRET-DESCRIPTION")).toBe(false);
  });

  test("a phone photo's orientation is applied to the pixels, so it stays upright without the tag", async () => {
    const input = new Uint8Array(await blank(8, 4).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const after = await sharp((await stripImageMetadata(input, "jpg"))!).metadata();
    expect(after).toMatchObject({ width: 4, height: 8 });
    expect(after.orientation).toBeUndefined();
  });

  test.each(["png", "webp"] as const)("a %s keeps its format and loses its EXIF", async (format) => {
    const input = new Uint8Array(await blank()[format]().withExif(GPS_EXIF).toBuffer());
    expect(has(input, "SECRET-OWNER")).toBe(true);
    const out = (await stripImageMetadata(input, format))!;
    const after = await sharp(out).metadata();
    expect(after.format).toBe(format);
    expect(after.exif).toBeUndefined();
    expect(has(out, "SECRET-OWNER")).toBe(false);
  });

  test("anything appended after the picture is not kept", async () => {
    const picture = await blank().png().toBuffer();
    const input = new Uint8Array(Buffer.concat([picture, Buffer.from("<?php evil ?>")]));
    const out = await stripImageMetadata(input, "png");
    if (out) expect(has(out, "evil")).toBe(false);
  });

  test("what cannot be decoded is refused", async () => {
    expect(await stripImageMetadata(new TextEncoder().encode("not a picture at all"), "jpg")).toBeNull();
    expect(await stripImageMetadata(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), "jpg")).toBeNull();
  });
});
