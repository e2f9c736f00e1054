import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { TEST_ADMIN_PASSWORD } from "../../src/server/test/test-db.ts";
import type { CardinalListResponse } from "../../src/shared/cardinals.ts";
import type { VoteResults } from "../../src/shared/participation.ts";
import { renderWithApp } from "../test/render.tsx";
import { Toaster } from "../ui/toast.tsx";
import LiveStreamPage from "./live-stream-page.tsx";
import HomeMessage from "./home-message.tsx";
import { RESULTS_REFRESH_MS } from "./queries.ts";
import { COLLEGE_PARAMS } from "../../src/shared/api-contract.ts";
import { addressOf } from "../../src/shared/endpoint-kit.ts";
import { ENDPOINTS } from "../../src/shared/endpoints.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";

let api: ReturnType<typeof serveApiForComponents>;
let apiFetch: typeof fetch;
let cookie = "";
let address = 0;
let ids: Map<string, number>;

/**
 * Makes the component's fetch act like a browser on the site: it keeps the
 * visitor cookie and says "same-origin", as the server demands of writes.
 * Each visitor speaks from its own address so the write limit never bites.
 */
function actAsBrowser() {
  apiFetch = globalThis.fetch;
  globalThis.fetch = Object.assign(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const res = await apiFetch(input, { ...init, headers: visitorHeaders(init.headers) });
    const jar = new Map(cookie.split("; ").filter(Boolean).map((p) => p.split("=") as [string, string]));
    for (const line of res.headers.getSetCookie()) {
      const [name = "", value = ""] = line.split(";")[0]!.split("=");
      jar.set(name, value);
    }
    cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    return res;
  }, { preconnect: apiFetch.preconnect }) as typeof fetch;
}

function visitorHeaders(extra?: HeadersInit, jar = cookie): Headers {
  const headers = new Headers(extra);
  headers.set("sec-fetch-site", "same-origin");
  headers.set("x-forwarded-for", `198.18.0.${address}`);
  if (jar) headers.set("cookie", jar);
  return headers;
}

function newVisitor() {
  cookie = "";
  address += 1;
}

/** Another visitor votes, outside the page. */
async function voteAs(slug: string) {
  newVisitor();
  const res = await fetch("/api/votes", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ cardinalId: ids.get(slug) }) });
  expect(res.status).toBe(200);
}

async function asOperator(path: string, body: unknown) {
  const post = (url: string, data: unknown) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) });
  expect((await post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  expect((await post(path, body)).status).toBe(200);
}

// happy-dom does not load iframes and reports each embed as an error; that is expected here.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (String(args[0]).includes("Iframe page loading is disabled")) return;
  consoleError(...args);
};

/**
 * happy-dom lays nothing out and its IntersectionObserver never reports. This one reports an
 * observed element as on the screen at once (as a wide screen shows the poll beside the streams),
 * unless a test has put the poll off the screen, as a phone's first screen does.
 */
let pollOnScreen = true;
const observers = new Set<{ fire: () => void }>();
class ScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  fire = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  observe() {
    observers.add(this);
    if (pollOnScreen) this.fire();
  }
  disconnect() {
    observers.delete(this);
  }
}
const happyDomObserver = globalThis.IntersectionObserver;

beforeAll(async () => {
  globalThis.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
  api = serveApiForComponents();
  actAsBrowser();
  const list = (await (await fetch(addressOf(ENDPOINTS.cardinalList, COLLEGE_PARAMS))).json()) as CardinalListResponse;
  ids = new Map(list.cardinals.map((c) => [c.slug, c.id]));
});
afterAll(() => {
  globalThis.IntersectionObserver = happyDomObserver;
  console.error = consoleError;
  globalThis.fetch = apiFetch;
  api.stop();
});
afterEach(() => {
  cleanup();
  newVisitor();
});

const renderPage = () => renderWithApp(<><LiveStreamPage /><Toaster /></>, { path: "/live-stream" });
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });
const candidateNames = () => within(screen.getByTestId("candidate-list")).queryAllByRole("radio").map((r) => r.closest("label")!.textContent);
const toast = () => screen.getByTestId("toast");

describe("the page around the poll", () => {
  test("links, the About block, no notice, and placeholders while no stream is set", async () => {
    renderPage();
    expect(screen.getByRole("link", { name: /Back to the cardinals/ }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Take the fun polls" }).getAttribute("href")).toBe("/fun-polls");
    expect(screen.getByRole("link", { name: "Learn how popes are elected" }).getAttribute("href")).toBe("/conclave-insights");
    expect(screen.getByRole("heading", { name: "About the Conclave" })).toBeTruthy();
    // Said once, as what the page is for, never as something the operator forgot.
    await waitFor(() => expect(screen.getByRole("heading", { name: "No live stream is on now" })).toBeTruthy());
    expect(document.body.textContent).not.toMatch(/has not set|not set this stream/);
    expect(screen.queryByRole("region", { name: "St. Peter's Square" })).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.queryByRole("complementary", { name: "Notice from the site" })).toBeNull();
  });

  test("an unreadable address is retried twice, then the player says it could not be reached (not that it is unset)", async () => {
    const through = globalThis.fetch;
    let tries = 0;
    globalThis.fetch = Object.assign((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/youtube-url") {
        tries += 1;
        return Promise.resolve(new Response("down", { status: 503 }));
      }
      return through(input, init);
    }, { preconnect: through.preconnect }) as typeof fetch;
    try {
      renderPage();
      const conclave = screen.getByRole("region", { name: "Conclave coverage" });
      expect(within(conclave).getByText("Loading stream...")).toBeTruthy();
      await waitFor(() => expect(within(conclave).getByText("This stream could not be reached")).toBeTruthy(), { timeout: 8000 });
      expect(within(conclave).queryByText("Nothing is being streamed here at the moment")).toBeNull();
      expect(within(conclave).getByRole("button", { name: "Try again" })).toBeTruthy();
      expect(tries).toBe(3);
    } finally {
      globalThis.fetch = through;
    }
  }, 15_000);

  test("the operator's streams embed through youtube-nocookie; the notice keeps line breaks and stays text", async () => {
    await asOperator("/api/youtube-url-st-peters", { youtubeUrl: "https://youtu.be/AAAAAAAAAAA" });
    await asOperator("/api/youtube-url", { youtubeUrl: "https://www.youtube.com/live/BBBBBBBBBBB" });
    await asOperator("/api/site-settings/livestream-page-message", { value: "White smoke expected <b>soon</b>.\nStay tuned!" });
    newVisitor();
    renderPage();
    await waitFor(() => expect(document.querySelectorAll("iframe")).toHaveLength(2));
    const [stPeters, conclave] = [...document.querySelectorAll("iframe")];
    expect(stPeters!.src).toBe("https://www.youtube-nocookie.com/embed/AAAAAAAAAAA?autoplay=1&mute=0&rel=0");
    expect(conclave!.src).toBe("https://www.youtube-nocookie.com/embed/BBBBBBBBBBB?autoplay=1&mute=1&rel=0");
    expect(stPeters!.title).toBe("Live stream from St. Peter's Square");
    expect(conclave!.title).toBe("Live conclave coverage (muted)");
    for (const frame of [stPeters!, conclave!]) expect(frame.getAttribute("allow")).toContain("autoplay");
    const notice = await screen.findByRole("complementary", { name: "Notice from the site" });
    expect(notice.textContent).toBe("White smoke expected <b>soon</b>.\nStay tuned!");
    expect(notice.querySelector("b")).toBeNull();
    expect(notice.className).toContain("whitespace-pre-line");
  });

  test("the home-page message shows only when set, as text with its line breaks", async () => {
    const { unmount } = renderWithApp(<HomeMessage />);
    await waitFor(() => expect(api.requests).toContain("/api/site-settings/home-page-message"));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("complementary")).toBeNull();
    unmount();
    await asOperator("/api/site-settings/home-page-message", { value: "Conclave begins today.\nFollow it live." });
    renderWithApp(<HomeMessage />);
    const notice = await screen.findByRole("complementary", { name: "Announcement" });
    expect(notice.textContent).toBe("Conclave begins today.\nFollow it live.");
  });
});

describe("the Papal Election Poll", () => {
  test("before any vote: Cast Vote is the default and Results says 'No votes yet'", async () => {
    renderPage();
    await waitFor(() => expect(api.requests).toContain("/api/votes/status"));
    expect(screen.getByRole("tab", { name: "Cast Vote", selected: true })).toBeTruthy();
    openTab("Results");
    expect(screen.getAllByTestId("result-skeleton").length).toBeGreaterThan(0);
    await screen.findByText("No votes yet");
  });

  test("the selector lists every cardinal but the pope, sorted by name, filtered without regard to case or accents", async () => {
    renderPage();
    await waitFor(() => expect(candidateNames().length).toBeGreaterThan(200));
    const names = candidateNames();
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!, "en", { sensitivity: "base" })));
    expect(names).not.toContain("Robert Francis Prevost");
    expect(api.requests).toContain(addressOf(ENDPOINTS.cardinalList, COLLEGE_PARAMS));
    fireEvent.change(screen.getByLabelText("Search cardinals"), { target: { value: "TAGLE" } });
    expect(candidateNames()).toEqual(["Luis Antonio Tagle"]);
    fireEvent.change(screen.getByLabelText("Search cardinals"), { target: { value: "erdo" } });
    expect(candidateNames()).toEqual(["Péter Erdő"]);
    fireEvent.change(screen.getByLabelText("Search cardinals"), { target: { value: "zzzz" } });
    expect(screen.getByText("No cardinal matches “zzzz”.")).toBeTruthy();
  });

  test("the candidates are read only once the poll nears the screen, or once the visitor tabs into it", async () => {
    const college = addressOf(ENDPOINTS.cardinalList, COLLEGE_PARAMS);
    const reads = () => api.requests.filter((r) => r === college).length;
    pollOnScreen = false;
    try {
      for (const bringIn of [() => act(() => { for (const o of observers) o.fire(); }), () => fireEvent.focus(screen.getByLabelText("Search cardinals"))]) {
        const before = reads();
        renderPage();
        await waitFor(() => expect(api.requests).toContain("/api/votes/status"));
        expect(screen.getByText("Loading cardinals...")).toBeTruthy();
        expect((screen.getByRole("button", { name: "Submit Vote" }) as HTMLButtonElement).disabled).toBe(true);
        expect(reads()).toBe(before);
        await bringIn();
        await waitFor(() => expect(candidateNames().length).toBeGreaterThan(200));
        expect(reads()).toBe(before + 1);
        cleanup();
      }
    } finally {
      pollOnScreen = true;
    }
  });

  test("submitting without a choice says 'Please select a cardinal' and sends nothing", async () => {
    renderPage();
    await waitFor(() => expect(candidateNames().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole("button", { name: "Submit Vote" }));
    expect(screen.getByRole("alert").textContent).toBe("Please select a cardinal");
    expect(api.requests).not.toContain("/api/votes");
  });

  test("a vote: toast, 'You've already voted', ranked results; a later visit opens on Results", async () => {
    const { client } = renderPage();
    await waitFor(() => expect(candidateNames().length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText("Search cardinals"), { target: { value: "tagle" } });
    fireEvent.click(screen.getByRole("radio", { name: "Luis Antonio Tagle" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Vote" }));
    await waitFor(() => expect(toast().textContent).toContain("Vote submitted"));
    expect(toast().textContent).toContain("Thank you for participating in our papal election poll.");
    await screen.findByText("You've already voted");
    expect(screen.getByText("Luis Antonio Tagle")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Cast Vote", selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "See the results" }));
    const card = await screen.findByTestId("vote-result");
    expect(within(card).getByRole("link", { name: "Luis Antonio Tagle" }).getAttribute("href")).toBe("/cardinals/luis-antonio-tagle");
    expect(card.textContent).toContain("#1");
    expect(card.textContent).toContain("1 vote");
    expect(card.textContent).toContain("100.0%");
    expect(card.dataset.highlighted).toBe("true");
    expect(within(card).getByRole("progressbar").getAttribute("data-state")).toBe("complete");
    expect(screen.getByTestId("total-votes").textContent).toBe("1");
    expect(client.getQueryCache().find({ queryKey: apiQueries.voteResults().queryKey })!.observers[0]!.options.refetchInterval).toBe(RESULTS_REFRESH_MS);

    const visitor = cookie;
    cleanup();
    cookie = visitor;
    renderPage();
    await waitFor(() => expect(screen.getByRole("tab", { name: "Results", selected: true })).toBeTruthy());
    await screen.findByTestId("vote-result");
  });

  test("an acknowledged vote is added to the results the page holds, without asking the server to count again", async () => {
    await voteAs("peter-erdo");
    newVisitor();
    const { client } = renderPage();
    const held = () => client.getQueryData<VoteResults>(apiQueries.voteResults().queryKey);
    openTab("Results");
    await waitFor(() => expect(held()).toBeDefined());
    const before = held()!;
    const tagle = (r: VoteResults) => r.results.find((c) => c.slug === "luis-antonio-tagle")?.voteCount ?? 0;
    openTab("Cast Vote");
    await waitFor(() => expect(candidateNames().length).toBeGreaterThan(0));
    const asked = api.requests.length;
    fireEvent.click(screen.getByRole("radio", { name: "Luis Antonio Tagle" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Vote" }));
    await screen.findByText("You've already voted");
    expect(held()!.totalVotes).toBe(before.totalVotes + 1);
    expect(tagle(held()!)).toBe(tagle(before) + 1);
    // The answer is the vote committed: neither the results nor the visitor's status is asked for again.
    expect(api.requests.slice(asked).filter((r) => r.startsWith("/api/votes/"))).toEqual([]);
    expect(api.requests.slice(asked)).toContain("/api/votes");
  });

  test("a refused vote shows the server's message", async () => {
    renderPage();
    await waitFor(() => expect(candidateNames().length).toBeGreaterThan(0));
    // The same visitor votes in another tab after this page read its status.
    const res = await fetch("/api/votes", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ cardinalId: ids.get("matteo-zuppi") }) });
    expect(res.status).toBe(200);
    fireEvent.click(screen.getByRole("radio", { name: "Pietro Parolin" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit Vote" }));
    await waitFor(() => expect(toast().textContent).toContain("Error submitting vote"));
    expect(toast().textContent).toContain("You've already voted in this poll. Each visitor has one vote.");
    expect(toast().textContent).not.toContain("409");
  });

  test("results rank every cardinal with counts, one-decimal shares and the leader highlighted", async () => {
    await voteAs("pietro-parolin");
    await voteAs("pietro-parolin");
    await voteAs("pietro-parolin");
    newVisitor();
    const expected = (await (await fetch("/api/votes/results")).json()) as VoteResults;
    renderPage();
    openTab("Results");
    await waitFor(() => expect(screen.getAllByTestId("vote-result")).toHaveLength(expected.results.length));
    expect(screen.getByTestId("total-votes").textContent).toBe(String(expected.totalVotes));
    const cards = screen.getAllByTestId("vote-result");
    expected.results.forEach((r, i) => {
      // Equal counts share a rank: one more than the number of cardinals with more votes.
      const rank = 1 + expected.results.filter((o) => o.voteCount > r.voteCount).length;
      expect(cards[i]!.textContent).toStartWith(`#${rank}`);
      expect(cards[i]!.textContent).toContain(r.cardinalName);
      expect(cards[i]!.textContent).toContain(`${r.voteCount} ${r.voteCount === 1 ? "vote" : "votes"}`);
      expect(cards[i]!.textContent).toContain(`${r.percentage.toFixed(1)}%`);
    });
    expect(cards[0]!.textContent).toContain("Pietro Parolin");
    expect(cards[0]!.textContent).toContain("3 votes");
    expect(cards.map((c) => c.dataset.highlighted ?? "no")).toEqual(["true", ...cards.slice(1).map(() => "no")]);
    await act(async () => {});
  });
});
