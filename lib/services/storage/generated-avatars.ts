import "server-only";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AVATAR_CONTENT_TYPES, avatarUrlFor } from "@/lib/domain/uploads/avatar";
import { CLARA_STORED_KEY, CLARA_STORED_URL } from "@/lib/domain/uploads/clara-avatar";
import { avatarSvg } from "./dicebear";
import { avatarFolder, storage } from "./index";

// Generated pictures for the admin avatar tools (issue 18): drawn here with DiceBear, no
// network, and stored as PNG (the avatar route serves only JPG, PNG and WebP: an SVG could
// carry script). The seed is the account id, so a picture says nothing about the person.

const SIZE = 256;

/** A friendly abstract face for this seed, as PNG bytes. */
export async function renderAvatarPng(seed: string): Promise<Uint8Array> {
  const svg = await avatarSvg(seed, SIZE);
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** Draws and stores a picture in her avatar folder; answers its served address. */
export async function storeGeneratedAvatar(userId: string): Promise<string> {
  const fileName = `${randomUUID()}.png`;
  await storage().put(`${avatarFolder(userId)}${fileName}`, await renderAvatarPng(userId), AVATAR_CONTENT_TYPES.png);
  return avatarUrlFor(userId, fileName);
}

/** Whether the file behind a stored key is there. */
export async function storedFileExists(key: string): Promise<boolean> {
  return (await storage().get(key)) !== null;
}

/** Clara's picture, shipped in public/images, as PNG in storage; answers its served address. */
export async function storeClaraAvatar(): Promise<string> {
  const svg = await readFile(path.join(process.cwd(), "public", "images", "clara.svg"));
  const png = await sharp(svg).resize(SIZE, SIZE).png().toBuffer();
  await storage().put(CLARA_STORED_KEY, new Uint8Array(png), AVATAR_CONTENT_TYPES.png);
  return CLARA_STORED_URL;
}
