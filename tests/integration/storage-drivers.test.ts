import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { localDriver } from "@/lib/services/storage/local-driver";
import { s3Driver } from "@/lib/services/storage/s3-driver";
import type { StorageDriver } from "@/lib/services/storage/types";

/** A tiny in-memory S3 (path style) that insists on SigV4-signed requests and pages lists by two. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const unsigned: string[] = [];
  const server = http.createServer((req, res) => {
    const auth = req.headers.authorization ?? "";
    if (
      !/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.test(auth) ||
      !req.headers["x-amz-date"]
    ) {
      unsigned.push(`${req.method} ${req.url}`);
      res.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    const url = new URL(req.url!, "http://s3.test");
    const [, bucket, ...rest] = url.pathname.split("/");
    if (bucket !== "haven-cvs") return void res.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
    const key = rest.map(decodeURIComponent).join("/");
    const chunks: Buffer[] = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "GET" && !key && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const start = Number(url.searchParams.get("continuation-token") ?? 0);
        const page = all.slice(start, start + 2);
        const truncated = start + 2 < all.length;
        res
          .writeHead(200, { "Content-Type": "application/xml" })
          .end(
            `<?xml version="1.0"?><ListBucketResult>${page.map((k) => `<Contents><Key>${k.replace(/&/g, "&amp;")}</Key></Contents>`).join("")}<IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ""}</ListBucketResult>`,
          );
      } else if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers["content-type"]) });
        res.writeHead(200).end();
      } else if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return void res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        res.writeHead(200, { "Content-Type": object.type }).end(object.body);
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, unsigned };
}

const s3 = fakeS3();
let endpoint = "";
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "haven-storage-"));

beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => s3.server.close(resolve));
  fs.rmSync(tempDir, { recursive: true, force: true });
});

const drivers: [string, () => StorageDriver][] = [
  ["local", () => localDriver(tempDir)],
  ["s3", () => s3Driver({ bucket: "haven-cvs", endpoint, region: "eu-test-1", accessKeyId: "test-key", secretAccessKey: "test-secret" })],
];

describe.each(drivers)("%s driver", (name, make) => {
  const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 10]);

  test("stores, reads back and removes an object", async () => {
    const store = make();
    // S3 keys may hold characters that need escaping in URLs and XML; local keys are plainer.
    const key = name === "s3" ? `cv/${name}-user/a b&c.pdf` : `cv/${name}-user/a_b-c.pdf`;
    await store.put(key, bytes, "application/pdf");
    expect(Buffer.from((await store.get(key))!).equals(Buffer.from(bytes))).toBe(true);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
  });

  test("answers null for a missing key and removing it is harmless", async () => {
    const store = make();
    expect(await store.get(`cv/${name}-nobody/missing.pdf`)).toBeNull();
    await expect(store.remove(`cv/${name}-nobody/missing.pdf`)).resolves.toBeUndefined();
  });

  test("removes a whole folder, and only that folder (across pages of a listing)", async () => {
    const store = make();
    for (const n of [1, 2, 3, 4, 5]) await store.put(`cv/${name}-gone/${n}.pdf`, bytes, "application/pdf");
    await store.put(`cv/${name}-kept/1.pdf`, bytes, "application/pdf");
    await store.removePrefix(`cv/${name}-gone/`);
    for (const n of [1, 2, 3, 4, 5]) expect(await store.get(`cv/${name}-gone/${n}.pdf`)).toBeNull();
    expect(await store.get(`cv/${name}-kept/1.pdf`)).not.toBeNull();
  });
});

test("every S3 request is signed", () => expect(s3.unsigned).toEqual([]));

test("the S3 driver reports a refused request instead of pretending", async () => {
  const wrong = s3Driver({ bucket: "no-such-bucket", endpoint, region: "eu-test-1", accessKeyId: "test-key", secretAccessKey: "x" });
  await expect(wrong.put("cv/u/x.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(/S3 upload failed: 404/);
});

test("the local driver refuses keys that climb out of its folder", async () => {
  const store = localDriver(tempDir);
  await expect(store.put("../escape.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(/Invalid storage key/);
  await expect(store.get("cv/../../etc/passwd")).rejects.toThrow(/Invalid storage key/);
  await expect(store.removePrefix("/")).rejects.toThrow(/Invalid storage key/);
});
