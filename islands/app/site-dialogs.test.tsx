import { afterEach, expect, test } from "bun:test";
import type { ReactNode } from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from "../lib/site-config.ts";
import SiteDialogs, { DONATION_DELAY_MS, ShareSiteButton, WELCOME_DELAY_MS } from "./site-dialogs.tsx";
import { languageOfferShowing } from "./layout/language-offer-state.ts";

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

test("the share button uses the system's share sheet where there is one", async () => {
  const shared: ShareData[] = [];
  const nav = { share: async (data: ShareData) => { shared.push(data); }, clipboard: { writeText: async () => { throw new Error("not used"); } } } as unknown as Pick<Navigator, "share" | "clipboard">;
  render(<ShareSiteButton nav={nav} />);
  fireEvent.click(screen.getByRole("button", { name: "Share Cardinalis" }));
  await new Promise((r) => setTimeout(r, 0));
  expect(shared).toEqual([{ title: "Cardinalis", text: "Information about Cardinals of the Catholic Church", url: `${window.location.origin}/` }]);
  expect(screen.queryByRole("status")).toBeNull();
});

test("without a share sheet the button copies the link and says so", async () => {
  const copied: string[] = [];
  const nav = { clipboard: { writeText: async (text: string) => { copied.push(text); } } } as unknown as Pick<Navigator, "share" | "clipboard">;
  render(<ShareSiteButton nav={nav} />);
  fireEvent.click(screen.getByRole("button", { name: "Share Cardinalis" }));
  expect((await screen.findByRole("status")).textContent).toBe(`Link copied: ${window.location.origin}/`);
  expect(copied).toEqual([`${window.location.origin}/`]);
});

test("the donation prompt without a donation page offers the share button it asks for", async () => {
  localStorage.clear();
  localStorage.setItem("cardinalis.welcomeSeen", "1");
  const realSetTimeout = globalThis.setTimeout;
  // The prompt waits 30 seconds; here it is asked for at once.
  globalThis.setTimeout = ((fn: () => void, ms?: number) => realSetTimeout(fn, ms === DONATION_DELAY_MS ? 0 : ms)) as typeof setTimeout;
  try {
    render(withEmail("", <SiteDialogs />));
    const dialog = await screen.findByRole("dialog", { name: "Support this site" }, { timeout: 3000 });
    expect(dialog.textContent).toContain("share it");
    expect(screen.getByRole("button", { name: "Share Cardinalis" })).toBeTruthy();
  } finally {
    globalThis.setTimeout = realSetTimeout;
    localStorage.clear();
  }
});

test("the welcome waits while the language offer is showing, and comes once it is answered", async () => {
  localStorage.clear();
  languageOfferShowing.value = true;
  const realSetTimeout = globalThis.setTimeout;
  // Known once the welcome's timer has run: without the offer, the welcome would be open then.
  const { promise: welcomeDue, resolve } = Promise.withResolvers<void>();
  globalThis.setTimeout = ((fn: () => void, ms?: number) =>
    realSetTimeout(() => { fn(); if (ms === WELCOME_DELAY_MS) realSetTimeout(resolve, 0); }, ms)) as typeof setTimeout;
  try {
    render(withEmail("", <SiteDialogs />));
    await welcomeDue;
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      languageOfferShowing.value = false;
    });
    expect((await screen.findByRole("dialog", {}, { timeout: 3000 })).textContent).toContain("Suggest a correction");
  } finally {
    globalThis.setTimeout = realSetTimeout;
    languageOfferShowing.value = false;
    localStorage.clear();
  }
});
