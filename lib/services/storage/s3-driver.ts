import "server-only";
import { AwsClient } from "aws4fetch";
import type { StorageDriver } from "./types";

export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Any S3-compatible store, addressed path-style (endpoint/bucket/key), which AWS, MinIO and
 * R2 all accept. Requests are signed with SigV4 by aws4fetch.
 */
export function s3Driver(config: S3Config): StorageDriver {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  const objectUrl = (key: string) => `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;

  async function check(response: Response, what: string, allow: number[] = []) {
    if (response.ok || allow.includes(response.status)) return response;
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`S3 ${what} failed: ${response.status} ${detail}`);
  }

  async function listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const url = new URL(base);
      url.searchParams.set("list-type", "2");
      url.searchParams.set("prefix", prefix);
      if (token) url.searchParams.set("continuation-token", token);
      const xml = await (await check(await client.fetch(url.toString()), "list")).text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1]!));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? decodeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "") || undefined
        : undefined;
    } while (token);
    return keys;
  }

  return {
    async put(key, body, contentType) {
      await check(await client.fetch(objectUrl(key), { method: "PUT", body: body as BodyInit, headers: { "Content-Type": contentType } }), "upload");
    },
    async get(key) {
      const response = await check(await client.fetch(objectUrl(key)), "download", [404]);
      return response.status === 404 ? null : new Uint8Array(await response.arrayBuffer());
    },
    async remove(key) {
      await check(await client.fetch(objectUrl(key), { method: "DELETE" }), "delete", [404]);
    },
    async removePrefix(prefix) {
      for (const key of await listKeys(prefix)) await this.remove(key);
    },
  };
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}
