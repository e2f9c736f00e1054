import { afterEach, expect, test } from "bun:test";
import type { ReactNode } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from "../lib/site-config.ts";
import SiteDialogs from "./site-dialogs.tsx";

afterEach(cleanup);

const withEmail = (contactEmail: string, ui: ReactNode) => (
  <SiteConfigContext.Provider value={{ ...DEFAULT_SITE_CONFIG, contactEmail }}>{ui}</SiteConfigContext.Provider>
);

/** Phrases that tell the reader what the operator has not done: a finished site never says them. */
const UNFINISHED = /has not|not yet|once one is|\{contactEmail\}/i;

test("the welcome dialog reads finished without an address and adds the address when there is one", async () => {
  localStorage.clear();
  render(withEmail("", <SiteDialogs />));
  const bare = await screen.findByRole("dialog", {}, { timeout: 3000 });
  expect(bare.textContent).toContain("Suggest a correction");
  expect(bare.textContent).not.toMatch(UNFINISHED);
  expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
  cleanup();
  localStorage.clear();
  render(withEmail("desk@example.org", <SiteDialogs />));
  const full = await screen.findByRole("dialog", {}, { timeout: 3000 });
  expect(full.textContent).toContain("Suggest a correction");
  expect(screen.getByRole("link", { name: "desk@example.org" }).getAttribute("href")).toBe("mailto:desk@example.org");
  localStorage.clear();
});
