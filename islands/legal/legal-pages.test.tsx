import { afterEach, expect, test } from "bun:test";
import type { ReactNode } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from "../lib/site-config.ts";
import PrivacyPage from "./privacy-page.tsx";
import TermsPage from "./terms-page.tsx";
import { NO_CONTACT_PHRASE } from "./contact-text.ts";

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

test("with no address configured, the terms still read as sentences", () => {
  render(withEmail("", <TermsPage />));
  expect(screen.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeTruthy();
  expect(document.body.textContent).toContain(`Corrections are welcome at ${NO_CONTACT_PHRASE}.`);
  expect(document.body.textContent).not.toContain("{contactEmail}");
  expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
});
