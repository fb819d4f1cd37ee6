import "server-only";
import { createAvatar } from "@dicebear/core";
import * as thumbs from "@dicebear/thumbs";

/** DiceBear's "thumbs" style for this seed, as SVG text; drawn here, nothing is fetched. */
export async function avatarSvg(seed: string, size: number): Promise<string> {
  return createAvatar(thumbs, { seed, size }).toString();
}
