// Intentionally empty: see server-only-stub.cjs.
