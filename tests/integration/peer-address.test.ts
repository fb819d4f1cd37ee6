import { spawn } from "node:child_process";
import path from "node:path";
import { clientAddressFrom } from "@/lib/domain/auth/client-address";

// scripts/peer-address.cjs, as the production server loads it: the socket's address always
// stands last in X-Forwarded-For, whatever the client wrote (issue 15).
const PRELOAD = path.join(__dirname, "..", "..", "scripts", "peer-address.cjs");
const SERVER = `
  const http = require("node:http");
  const server = http.createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ xff: req.headers["x-forwarded-for"] ?? null, realIp: req.headers["x-real-ip"] ?? null }));
  });
  server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

let child: ReturnType<typeof spawn>;
let base = "";

beforeAll(async () => {
  child = spawn(process.execPath, ["--require", PRELOAD, "-e", SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  base = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve(`http://127.0.0.1:${chunk.toString().trim()}`));
    child.once("error", reject);
  });
});

afterAll(() => {
  child.kill();
});

async function seen(headers: Record<string, string>) {
  const response = await fetch(base, { headers });
  return (await response.json()) as { xff: string | null; realIp: string | null };
}

test("without the header, the socket's address", async () => {
  const { xff } = await seen({});
  expect(xff).toBe("127.0.0.1");
  expect(clientAddressFrom(xff, 0)).toBe("127.0.0.1");
});

test("a forged chain keeps its entries but the socket's address comes last, and X-Real-IP is dropped", async () => {
  const { xff, realIp } = await seen({ "x-forwarded-for": "203.0.113.50, 198.51.100.2", "x-real-ip": "192.0.2.77" });
  expect(xff).toBe("203.0.113.50, 198.51.100.2, 127.0.0.1");
  expect(realIp).toBeNull();
  expect(clientAddressFrom(xff, 0)).toBe("127.0.0.1");
});

test("100 forged values: always one client", async () => {
  const clients = new Set<string>();
  for (let i = 0; i < 100; i++) clients.add(clientAddressFrom((await seen({ "x-forwarded-for": `10.9.${i}.1` })).xff, 0));
  expect([...clients]).toEqual(["127.0.0.1"]);
});
