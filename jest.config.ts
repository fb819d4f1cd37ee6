// Two projects: `unit` (pure logic) and `integration` (data functions and actions against a
// real Postgres; run them serially with --runInBand, as scripts/test.ts does). next/jest gives
// each the SWC transform, path aliases and asset mocks; it ignores `projects` at the top level,
// so it is applied to every project.
import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared: Config = {
  rootDir: __dirname,
  testEnvironment: "node",
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/jest/empty.js",
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
    setupFilesAfterEnv: ["<rootDir>/tests/jest/integration-setup.ts"], // 30 s per test
  },
];

export default async function jestConfig(): Promise<Config> {
  return {
    projects: (await Promise.all(projects.map((project) => createJestConfig(project)()))) as Config["projects"],
  };
}
