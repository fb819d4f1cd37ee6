// Runs the embedded realtime server on its own, e.g. beside a bare `next dev`:
//   npm run realtime                       127.0.0.1:$REALTIME_PORT (6001), .data/realtime.json
//   npm run realtime -- --port=0 --credentials=/tmp/app.json
// Prints one JSON line {"host","port"} once listening; stops on SIGINT / SIGTERM.
import path from "node:path";
import { startRealtimeServer } from "./index";
import { EMBEDDED_CREDENTIALS_FILE, ensureRealtimeCredentials } from "../../lib/services/realtime/embedded-credentials";
import { realtimeEnvSchema } from "../../lib/services/realtime/settings";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main() {
  const file = path.resolve(arg("credentials") ?? path.join(__dirname, "..", "..", EMBEDDED_CREDENTIALS_FILE));
  const port = Number(arg("port") ?? realtimeEnvSchema.parse(process.env).REALTIME_PORT);
  const server = await startRealtimeServer({ ...ensureRealtimeCredentials(file), host: "127.0.0.1", port });
  console.log(JSON.stringify({ host: server.host, port: server.port }));
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(`[realtime] ${(error as Error).message}`);
  process.exit(1);
});
