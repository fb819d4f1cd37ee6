test("timeout is 30s", async () => { await new Promise((r) => setTimeout(r, 6000)); expect(1).toBe(1); });
