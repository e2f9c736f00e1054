import { afterEach, expect, test } from "bun:test";
import type { ReactNode } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from "../lib/site-config.ts";
import PrivacyPage from "./privacy-page.tsx";
import TermsPage from "./terms-page.tsx";

afterEach(cleanup);

const withEmail = (contactEmail: string, ui: ReactNode) => (
  <SiteConfigContext.Provider value={{ ...DEFAULT_SITE_CONFIG, contactEmail }}>{ui}</SiteConfigContext.Provider>
);

test("the privacy page shows the configured contact address as a link", () => {
  render(withEmail("corrections@example.org", <PrivacyPage />));
  expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
  const link = screen.getByRole("link", { name: "corrections@example.org" });
  expect(link.getAttribute("href")).toBe("mailto:corrections@example.org");
  expect(document.body.textContent).not.toContain("{contactEmail}");
});

/** Phrases that tell the reader what the operator has not done: a finished site never says them. */
const UNFINISHED = /has not|not yet|once one is|\{contactEmail\}/i;

for (const [name, Page] of [["Terms of Use", TermsPage], ["Privacy Policy", PrivacyPage]] as const) {
  test(`with no address configured, the ${name} read finished and point to the correction form`, () => {
    render(withEmail("", <Page />));
    expect(screen.getByRole("heading", { level: 1, name })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(UNFINISHED);
    expect(document.body.textContent).toContain("Suggest a correction");
    expect(document.body.textContent).toContain("Changes page");
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
  });
}
