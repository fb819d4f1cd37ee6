// `npm run build` runs this after `next build` (scripts/lib/compile-hints.ts says why).
import path from "node:path";
import { addCompileHints } from "./lib/compile-hints";

const changed = addCompileHints(path.join(process.cwd(), ".next"));
console.log(`[build] compile hint added to ${changed.length} start-up chunk(s)`);
