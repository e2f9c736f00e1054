import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import type { Poll } from "../../src/shared/participation.ts";
import { renderWithApp } from "../test/render.tsx";
import { Toaster } from "../ui/toast.tsx";
import FunPollsPage from "./fun-polls-page.tsx";

let api: ReturnType<typeof serveApiForComponents>;
let apiFetch: typeof fetch;
let cookie = "";
let address = 0;
let seeded: Poll[];

/** The component's fetch as a browser on the site: it keeps the visitor cookie and is same-origin. */
function actAsBrowser() {
  apiFetch = globalThis.fetch;
  globalThis.fetch = Object.assign(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("sec-fetch-site", "same-origin");
    headers.set("x-forwarded-for", `198.18.1.${address}`);
    if (cookie) headers.set("cookie", cookie);
    const res = await apiFetch(input, { ...init, headers });
    const visitor = res.headers.getSetCookie().find((c) => c.startsWith("visitor="));
    if (visitor) cookie = visitor.split(";")[0]!;
    return res;
  }, { preconnect: apiFetch.preconnect }) as typeof fetch;
}

/** Answers GET /api/polls itself until the returned function runs. */
function answerPolls(answer: () => Response) {
  const through = globalThis.fetch;
  globalThis.fetch = Object.assign(
    (input: RequestInfo | URL, init?: RequestInit) => (String(input) === "/api/polls" ? Promise.resolve(answer()) : through(input, init)),
    { preconnect: through.preconnect },
  ) as typeof fetch;
  return () => { globalThis.fetch = through; };
}

/** Holds every POST until the returned function runs, so the sending state can be seen. */
function holdPosts() {
  const through = globalThis.fetch;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => { open = resolve; });
  globalThis.fetch = Object.assign(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "POST") await gate;
      return through(input, init);
    },
    { preconnect: through.preconnect },
  ) as typeof fetch;
  return () => { globalThis.fetch = through; open(); };
}

beforeAll(async () => {
  api = serveApiForComponents();
  actAsBrowser();
  seeded = (await (await fetch("/api/polls")).json()) as Poll[];
});
afterAll(() => {
  globalThis.fetch = apiFetch;
  api.stop();
});
afterEach(() => {
  cleanup();
  cookie = "";
  address += 1;
  api.requests.length = 0;
});

const renderPage = () => renderWithApp(<><FunPollsPage /><Toaster /></>, { path: "/fun-polls" });
const cardOf = (question: string) => screen.getByRole("article", { name: question });
const toast = () => screen.getByTestId("toast");
const vote = (poll: Poll, optionIndex: number) =>
  fetch(`/api/polls/${poll.id}/vote`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ optionId: poll.options[optionIndex]!.id }) });

test("'Loading polls...', then every poll with its question, description and options", async () => {
  renderPage();
  expect(screen.getByText("Loading polls...")).toBeTruthy();
  await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(seeded.length));
  for (const poll of seeded) {
    const card = cardOf(poll.question);
    if (poll.description) expect(card.textContent).toContain(poll.description);
    expect(within(card).getAllByRole("radio").map((r) => r.closest("label")!.textContent)).toEqual(poll.options.map((o) => o.label));
    expect((within(card).getByRole("button", { name: "Submit Vote" }) as HTMLButtonElement).disabled).toBe(true);
  }
  const margin = cardOf("How many votes will the next pope receive on the final ballot?");
  // Numbers a final ballot can give: from the two-thirds majority to every elector.
  const labels = within(margin).getAllByRole("radio").map((r) => r.closest("label")!.textContent!);
  expect(labels).toHaveLength(4);
  expect(labels.at(-1)).toMatch(/^All \d{2,3} votes$/);
  const lowest = Number(/^(\d+)/.exec(labels[0]!)![1]);
  const all = Number(/(\d+)/.exec(labels.at(-1)!)![1]);
  expect(lowest).toBe(Math.ceil((all * 2) / 3));
});

test("a vote: 'Voting...' while sending, a toast, then bars and the already-voted text, also on the next visit", async () => {
  const poll = seeded[0]!;
  renderPage();
  const card = await screen.findByRole("article", { name: poll.question });
  const submit = within(card).getByRole("button", { name: "Submit Vote" }) as HTMLButtonElement;
  fireEvent.click(within(card).getByRole("radio", { name: poll.options[1]!.label }));
  expect(submit.disabled).toBe(false);
  const release = holdPosts();
  fireEvent.click(submit);
  await waitFor(() => expect(submit.textContent).toBe("Voting..."));
  expect(submit.disabled).toBe(true);
  release();
  await waitFor(() => expect(toast().textContent).toContain("Vote recorded"));
  expect(toast().textContent).toContain("Thank you for participating in this poll!");
  await within(card).findByText("You have already voted in this poll.");
  const bars = within(card).getAllByRole("progressbar");
  expect(bars).toHaveLength(poll.options.length);
  expect(bars[1]!.getAttribute("aria-valuenow")).toBe("100");
  expect(within(card).getAllByTestId("poll-result")[1]!.textContent).toContain("100.0%");
  expect(within(card).getByText("Your vote")).toBeTruthy();
  expect(within(card).queryByRole("radio")).toBeNull();
  await waitFor(() => expect(api.requests.filter((r) => r === "/api/polls")).toHaveLength(2));

  const visitor = cookie;
  cleanup();
  cookie = visitor;
  renderPage();
  const again = await screen.findByRole("article", { name: poll.question });
  expect(within(again).getByText("You have already voted in this poll.")).toBeTruthy();
  const other = cardOf(seeded[1]!.question);
  expect(within(other).getByRole("button", { name: "Submit Vote" })).toBeTruthy();
});

test("a refused vote says so, and the card catches up with the vote made elsewhere", async () => {
  const poll = seeded[2]!;
  renderPage();
  const card = await screen.findByRole("article", { name: poll.question });
  expect((await vote(poll, 0)).status).toBe(200);
  fireEvent.click(within(card).getByRole("radio", { name: poll.options[1]!.label }));
  fireEvent.click(within(card).getByRole("button", { name: "Submit Vote" }));
  await waitFor(() => expect(toast().textContent).toContain("Failed to record vote"));
  expect(toast().textContent).toContain("You may have already voted in this poll.");
  await within(card).findByText("You have already voted in this poll.");
});

test("no polls: 'No polls available at this time.'", async () => {
  const release = answerPolls(() => Response.json([]));
  try {
    renderPage();
    await screen.findByText("No polls available at this time.");
  } finally {
    release();
  }
});

test("a failed list: 'Failed to load polls. Please try again later.'", async () => {
  const release = answerPolls(() => new Response("down", { status: 503 }));
  try {
    renderPage();
    await screen.findByText("Failed to load polls. Please try again later.");
  } finally {
    release();
  }
});
