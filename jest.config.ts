// Two projects: `unit` (pure logic) and `integration` (data functions and actions against a
// real Postgres; scripts/test.ts gives each Jest worker its own copy of the migrated database).
// next/jest gives each the SWC transform, path aliases and asset mocks; it ignores `projects`
// at the top level, so it is applied to every project.
import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Packages published as ES modules only (better-auth and what it loads, DiceBear, file-type).
// Jest runs test code as CommonJS, so SWC compiles these to CommonJS like the app's own files.
// next/jest leaves every other package in node_modules untransformed, as Next.js does.
const ESM_ONLY_PACKAGES = [
  "better-auth",
  "@better-auth",
  "better-call",
  "@noble/ciphers",
  "@noble/hashes",
  "jose",
  "nanostores",
  "rou3",
  "defu",
  "@dicebear",
  "file-type",
  "strtok3",
  "token-types",
  "uint8array-extras",
  "@tokenizer",
  "@borewit",
];

const shared: Config = {
  rootDir: __dirname,
  testEnvironment: "node",
  // `next build` may be writing .next/ while the suites run (scripts/test.ts); its copies of
  // package.json and the sources are not modules of the tests.
  modulePathIgnorePatterns: ["<rootDir>/.next/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/jest/empty.js",
    // file-type's exports name no `require` condition under `node`; Node picks index.js.
    "^file-type$": "<rootDir>/node_modules/file-type/index.js",
  },
};

const projects: Config[] = [
  {
    ...shared,
    displayName: "unit",
    testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  },
  {
    ...shared,
    displayName: "integration",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
    // Node's environment, closing the pools a file left open. (Its name must contain
    // "jest-environment-node": next/jest compiles for the server only for such environments.)
    testEnvironment: "<rootDir>/tests/jest/jest-environment-node-integration.ts",
    // This worker's own database (before any module reads DATABASE_URL), then the mocks every
    // file shares (next/headers, next/cache, better-auth's session cookies), then 30 s per test.
    setupFiles: ["<rootDir>/tests/jest/worker-database.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/jest/integration-setup.ts"],
  },
];

/**
 * next/jest replaces `transformIgnorePatterns` with its own (all of node_modules but
 * `transpilePackages`) and only appends ours, so ours could never re-include a package:
 * swap its node_modules pattern for one that lets the ESM-only packages through.
 */
function transformEsmOnlyPackages(config: Config): Config {
  const allowed = ESM_ONLY_PACKAGES.map((name) => name.replace(/[.]/g, "\\.").replace(/\//g, "[\\\\/]")).join("|");
  return {
    ...config,
    transformIgnorePatterns: [
      `/node_modules/(?!(${allowed})[\\\\/])`,
      ...(config.transformIgnorePatterns ?? []).filter((pattern) => !pattern.includes("node_modules")),
    ],
  };
}

export default async function jestConfig(): Promise<Config> {
  const resolved = await Promise.all(projects.map((project) => createJestConfig(project)()));
  return {
    projects: resolved.map(transformEsmOnlyPackages) as Config["projects"],
    // How long a worker may take to exit once the run is done before Jest kills it ("failed to
    // exit gracefully"). Measured with the integration suite on two loaded cores: the workers
    // hold no handles when told to end and Node's exit starts within a millisecond, but tearing
    // down a worker's heap (Prisma's query compiler among it) can take longer than Jest's
    // default 500 ms while the e2e suite has the CPU. A leaked socket or a long timer still shows.
    workerGracefulExitTimeout: 5_000,
  };
}
