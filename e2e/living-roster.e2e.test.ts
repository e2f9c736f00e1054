/**
 * The living roster in Chromium against the built executable: the operator
 * records a death from the dashboard; a visitor sees the directory's count
 * fall, the cardinal's page marked, and the entry at /changes; a visitor's
 * correction, once accepted, shows in the log as coming from a reader.
 */
import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { newVisitorPage } from "./browser.ts";
import { eventually } from "./eventually.ts";
import { siteInChromium } from "./harness.ts";

const PASSWORD = "e2e operator password for the roster";
const SOURCE = "https://www.vaticannews.va/en/example-death-notice.html";
const e2e = siteInChromium({ ADMIN_PASSWORD: PASSWORD });

const LONG = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const longDate = (d: Date) => LONG.format(d);
/** A death two days ago, so it is in the past whatever the clock says. */
const deathDay = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
const deathIso = deathDay.toISOString().slice(0, 10);

async function signedInDashboard(): Promise<Page> {
  const page = await newVisitorPage(e2e.browser);
  await page.goto(e2e.site.url + "/admin1190");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
  return page;
}

test("the operator marks a cardinal deceased; a visitor sees the count fall, the page marked and the entry at /changes", async () => {
  const before = await e2e.open("/");
  await eventually(async () => expect(await before.getByTestId("result-count").textContent()).toBe("(245 results)"));
  await before.close();

  const admin = await signedInDashboard();
  await admin.getByRole("tab", { name: "Roster" }).click();
  const edit = admin.getByRole("region", { name: "Edit a cardinal" });
  await eventually(async () => expect(await edit.getByLabel("Cardinal", { exact: true }).locator("option").count()).toBeGreaterThan(200));
  await edit.getByLabel("Cardinal", { exact: true }).selectOption("baltazar-enrique-porras-cardozo");
  const form = edit.getByRole("form", { name: "Edit Baltazar Enrique Porras Cardozo" });
  await form.getByLabel("Date of death").fill(deathIso);
  await form.getByLabel("Source (https) *").fill(SOURCE);
  await form.getByRole("button", { name: "Save 1 change" }).click();
  await admin.getByTestId("toast").getByText("1 change saved and published in the change log.").waitFor();

  // A new visitor: directory answers may be kept by a browser for a few seconds (see the cache policy).
  const visitor = await e2e.open("/");
  await eventually(async () => expect(await visitor.getByTestId("result-count").textContent()).toBe("(244 results)"));
  expect(await visitor.getByTestId("data-as-of").textContent()).toBe(`Data as of ${longDate(new Date())}`);

  await visitor.goto(e2e.site.url + "/cardinal/baltazar-enrique-porras-cardozo");
  await visitor.getByText(`${longDate(deathDay)} (aged`).waitFor();

  await visitor.goto(e2e.site.url + "/conclave-insights");
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Changes" }).click();
  await visitor.getByRole("heading", { name: "Changes to the roster" }).waitFor();
  const entry = visitor.locator("[data-change]").first();
  await entry.getByText("Baltazar Enrique Porras Cardozo").waitFor();
  expect(await entry.textContent()).toContain("Date of death");
  expect(await entry.textContent()).toContain(deathIso);
  expect(await entry.getByRole("link", { name: SOURCE }).getAttribute("href")).toBe(SOURCE);
  await visitor.close();
  await admin.close();
});

test("a visitor's correction goes to the operator's queue and, accepted, into the change log", async () => {
  const visitor = await e2e.open("/cardinal/pietro-parolin");
  await visitor.getByRole("button", { name: "Suggest a correction" }).click();
  const form = visitor.getByRole("form", { name: "Suggest a correction for Pietro Parolin" });
  await form.getByLabel("Which fact").selectOption("birthPlace");
  await form.getByLabel("Correct value").fill("Schiavon (Vicenza)");
  await form.getByLabel(/^Source/).fill("https://press.vatican.va/example-biography");
  await form.getByRole("button", { name: "Send correction" }).click();
  await visitor.getByRole("status").getByText("Your correction was sent").waitFor();

  const admin = await signedInDashboard();
  await admin.getByRole("tab", { name: "Corrections" }).click();
  const item = admin.locator("[data-correction]").filter({ hasText: "Schiavon (Vicenza)" });
  await item.getByRole("button", { name: "Accept and apply" }).click();
  await admin.getByTestId("toast").getByText("1 change saved").waitFor();

  await visitor.goto(e2e.site.url + "/changes");
  const entry = visitor.locator("[data-change]").first();
  await entry.getByText("Pietro Parolin").waitFor();
  expect(await entry.textContent()).toContain("From a reader's correction");
  expect(await entry.textContent()).toContain("Schiavon (Vicenza)");
  await visitor.close();
  await admin.close();
});
