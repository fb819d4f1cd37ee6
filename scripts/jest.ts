// Runs Jest with jest.config.ts. Jest loads a TypeScript config natively only when
// Node reports TypeScript support (22.18+); otherwise it insists on ts-node, which we do not
// ship. This process runs under tsx (`node --import tsx`), which already loads .ts files, so
// say so and let Jest require the config directly.
import { run } from "jest";

const features = process.features as typeof process.features & { typescript?: string | false };
if (!features.typescript) features.typescript = "transform";
(process.env as Record<string, string | undefined>).NODE_ENV ??= "test"; // as jest's own bin does

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
