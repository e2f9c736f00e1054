import { beforeAll, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { siteInChromium } from "./harness.ts";

const SHOTS = join(import.meta.dir, "..", ".tmp", "shots");
const MARGIN = "How many votes will the next pope receive on the final ballot?";

const e2e = siteInChromium();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const open = (path: string, width?: number) => e2e.open(path, width);

// The answers follow the electorate: the first band above the two-thirds majority, and all the electors.
for (const [device, width, option] of [["desktop", 1280, /^\d+–\d+ votes$/], ["phone", 390, /^All \d+ votes$/]] as const) {
  test(`${device}: vote in a poll, see the percentages and, after a reload, the already-voted text`, async () => {
    const page = await open("/fun-polls", width);
    const card = page.getByRole("article", { name: MARGIN });
    await card.waitFor();
    const submit = card.getByRole("button", { name: "Submit Vote" });
    expect(await submit.isDisabled()).toBe(true);
    expect(await card.getByRole("radio").count()).toBe(4);
    await card.getByRole("radio", { name: option }).first().check();
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await page.getByTestId("toast").getByText("Vote recorded").waitFor();
    await card.getByText("You have already voted in this poll.").waitFor();
    expect(await card.getByRole("progressbar").count()).toBe(4);
    const mine = card.getByTestId("poll-result").filter({ hasText: "Your vote" });
    expect(await mine.textContent()).toMatch(new RegExp(`${option.source.slice(0, -1)}Your vote\\d{1,3}\\.\\d%$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(SHOTS, `fun_polls-${device}.png`), fullPage: true });

    await page.reload();
    await card.getByText("You have already voted in this poll.").waitFor();
    expect(await card.getByRole("radio").count()).toBe(0);
    expect(await card.getByTestId("poll-result").filter({ hasText: "Your vote" }).textContent()).toMatch(new RegExp(option.source.slice(0, -1)));
    // The other polls are still open to this visitor.
    expect(await page.getByRole("button", { name: "Submit Vote" }).count()).toBeGreaterThan(0);
    await page.close();
  });
}
