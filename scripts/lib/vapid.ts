import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";

// Web Push keys for the embedded default (issue 16): generated once into .data/vapid.json and
// kept, since every browser's subscription is bound to the public key.

export function vapidEnv(dataDir: string | null): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY) {
    return { VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY };
  }
  const file = dataDir ? path.join(dataDir, "vapid.json") : null;
  if (file && fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    return { VAPID_PUBLIC_KEY: saved.publicKey, VAPID_PRIVATE_KEY: saved.privateKey };
  }
  const keys = webpush.generateVAPIDKeys();
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
