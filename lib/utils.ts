import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Merge class names, resolving Tailwind conflicts (last one wins). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Two upper-cased letters for an avatar fallback, taken from a display name or
 * an e-mail address. Only letters and digits count ("jane@x.org" -> "JA").
 * Returns "GU" (guest) when nothing usable is given.
 */
export function initials(nameOrEmail: string | null | undefined): string {
  const source = (nameOrEmail ?? "").trim();
  // For an e-mail address only the local part is meaningful.
  const local = source.includes("@") ? source.slice(0, source.indexOf("@")) : source;
  const chars = Array.from(local || source).filter((c) => /[\p{L}\p{N}]/u.test(c));
  if (chars.length === 0) return "GU";
  return chars.slice(0, 2).join("").toUpperCase();
}
