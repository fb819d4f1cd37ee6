// Integration tests talk to a real Postgres: allow more than Jest's default 5 s per test.
// (Jest ignores `testTimeout` in a project's config; only the global value is honoured.)
jest.setTimeout(30_000);
