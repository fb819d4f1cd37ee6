import { chromium } from "@playwright/test";
const base = "http://localhost:3201";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
for (const [w, h, tag] of [[1280, 900, "d"], [390, 844, "m"]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(base + "/auth/login");
  await page.getByLabel("Email").fill("admin@haven.local");
  await page.getByLabel("Password", { exact: true }).fill("haven-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/auth/"));
  const steps = (process.argv[2] || "seed").split(",");
  for (const step of steps) {
    const [path, button] = step.split("|");
    await page.goto(base + path);
    if (button) { await page.getByRole("button", { name: button }).click(); await page.waitForTimeout(4000); }
    await page.screenshot({ path: `/tmp/h1-${tag}-${path.replace(/\W+/g, "_")}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
