import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";

// A Web Push service on loopback for tests (issue 16): it holds a browser's keys, receives
// what Haven pushes, checks the VAPID authorisation header is there, and decrypts the payload
// (RFC 8291 aes128gcm) as the browser would. It can also answer 410 Gone.

const ece = require("http_ece") as { decrypt(buffer: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: string }): Buffer };

export interface PushEndpoint {
  endpoint: string;
  p256dh: string;
  auth: string;
  received: { authorization: string | undefined; ttl: string | undefined; payload: unknown }[];
  gone(value: boolean): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16).toString("base64url");
  const received: PushEndpoint["received"] = [];
  let answerGone = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (answerGone) return void res.writeHead(410).end();
      const body = Buffer.concat(chunks);
      const plain = ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret });
      received.push({ authorization: req.headers.authorization, ttl: req.headers.ttl as string | undefined, payload: JSON.parse(plain.toString("utf8")) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/push/${crypto.randomUUID()}`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: authSecret,
    received,
    gone: (value) => (answerGone = value),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
