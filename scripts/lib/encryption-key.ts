import { generateKey, parseKey } from "../../lib/services/crypto/cipher";
import { readOrCreateKeyFile } from "../../lib/services/crypto/key-file";

// The encryption-at-rest key handed to the app and the worker (issue 17). A production
// deployment (NODE_ENV=production with its own DATABASE_URL) must bring HAVEN_ENCRYPTION_KEY:
// a key generated on the fly there would live only on this machine's disk, and the data sealed
// with it would be lost with the machine. The embedded default keeps one in .data/.

export function encryptionKeyEnv(dataDir: string | null): { HAVEN_ENCRYPTION_KEY: string } {
  const given = process.env.HAVEN_ENCRYPTION_KEY;
  if (given) {
    if (!parseKey(given)) throw new Error("HAVEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)");
    return { HAVEN_ENCRYPTION_KEY: given };
  }
  if (process.env.NODE_ENV === "production" && process.env.DATABASE_URL) {
    throw new Error("HAVEN_ENCRYPTION_KEY must be set in production (32 random bytes, base64: `openssl rand -base64 32`)");
  }
  return { HAVEN_ENCRYPTION_KEY: dataDir ? readOrCreateKeyFile(dataDir) : generateKey() };
}
