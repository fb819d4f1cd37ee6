// The real DiceBear for integration tests: Jest (CommonJS) cannot load it, so
// tests/jest/esm-bridge.ts runs this file in a child process (same code as lib/services/storage/dicebear.ts).
import { createAvatar } from "@dicebear/core";
import * as thumbs from "@dicebear/thumbs";

export async function avatarSvg(seed, size) {
  return createAvatar(thumbs, { seed, size }).toString();
}
