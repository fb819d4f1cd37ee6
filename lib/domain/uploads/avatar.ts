// Supporter profile pictures: JPG, PNG or WebP, at most 2 MB. The type is decided from the
// bytes (file-type), never from the name; metadata is stripped before anything is stored.

/** The picture formats a supporter may upload (decided from the bytes). */
export type ImageFormat = "jpg" | "png" | "webp";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

export const AVATAR_MESSAGES = {
  type: { title: "Invalid file type", description: "Please choose a JPG, PNG or WebP picture." },
  size: { title: "File too large", description: "Please choose a picture smaller than 2MB." },
  failed: { title: "Upload failed", description: "Something went wrong. Please try again." },
} as const;

export const AVATAR_CONTENT_TYPES: Record<ImageFormat, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

const NAME_EXTENSIONS = ["jpg", "jpeg", "png", "webp"];

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** The browser's quick check (name and size) before anything is sent. */
export function precheckAvatar(file: { name: string; size: number }): "type" | "size" | null {
  if (!NAME_EXTENSIONS.includes(extensionOf(file.name))) return "type";
  if (file.size > AVATAR_MAX_BYTES) return "size";
  return null;
}

/** The server's decision from the sniffed type. SVG and GIF are refused (scripts, animation). */
export function classifyAvatar(sniffedExt: string | undefined): ImageFormat | null {
  return sniffedExt === "jpg" || sniffedExt === "png" || sniffedExt === "webp" ? sniffedExt : null;
}

/** Served address of a stored picture: /api/avatars/{userId}/{file}. */
export function avatarUrlFor(userId: string, fileName: string): string {
  return `/api/avatars/${encodeURIComponent(userId)}/${encodeURIComponent(fileName)}`;
}

const FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** The storage key behind a served address, or null when the address is not one of ours. */
export function avatarKeyOf(url: string | null | undefined): string | null {
  const match = /^\/api\/avatars\/([^/]+)\/([^/]+)$/.exec(url ?? "");
  if (!match) return null;
  const userId = decodeURIComponent(match[1]!);
  const file = decodeURIComponent(match[2]!);
  if (!FILE.test(file) || !/^[A-Za-z0-9_-]+$/.test(userId)) return null;
  return `avatars/${userId}/${file}`;
}

export function isAvatarFileName(name: string): boolean {
  return FILE.test(name);
}
