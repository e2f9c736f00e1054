import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { serveApiForComponents } from "../../src/server/test/serve-api.ts";
import { TEST_ADMIN_PASSWORD } from "../../src/server/test/test-db.ts";
import { renderWithApp } from "../test/render.tsx";
import { Toaster } from "../ui/toast.tsx";
import AdminPage from "./admin-page.tsx";
import { actLikeBrowser } from "./test-helpers.ts";

let api: ReturnType<typeof serveApiForComponents>;
let browser: ReturnType<typeof actLikeBrowser>;
const consoleError = console.error;
beforeAll(() => {
  // happy-dom loads no iframe pages and says so for each preview; that note is all this drops.
  console.error = (...args: unknown[]) => {
    if (String(args[0]).includes("Iframe page loading is disabled")) return;
    consoleError(...args);
  };
  api = serveApiForComponents();
  browser = actLikeBrowser();
});
afterAll(() => { browser.restore(); api.stop(); console.error = consoleError; });
beforeEach(() => browser.clearCookies());
afterEach(cleanup);

const renderAdmin = () => renderWithApp(<><AdminPage /><Toaster /></>, { path: "/admin1190" });

async function signIn(password = TEST_ADMIN_PASSWORD) {
  fireEvent.change(await screen.findByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

async function renderSignedIn() {
  const view = renderAdmin();
  await signIn();
  await screen.findByRole("heading", { name: "Admin Dashboard" });
  return view;
}

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole("tab", { name }));
const card = (name: string) => within(screen.getByRole("region", { name }));
const inputIn = (region: string, label: string) => card(region).getByLabelText(label) as HTMLInputElement;

async function toastSays(title: string, text: string) {
  await waitFor(() => {
    const toast = screen.getByTestId("toast");
    expect(toast.textContent).toContain(title);
    expect(toast.textContent).toContain(text);
  });
}

test("the sign-in form: disabled when empty, the server's reason for a wrong password, then the dashboard", async () => {
  renderAdmin();
  expect(await screen.findByRole("heading", { name: "Operator Sign In" })).toBeTruthy();
  expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).toBeNull();
  expect((screen.getByRole("button", { name: "Sign in" }) as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByLabelText("Password") as HTMLInputElement).type).toBe("password");

  await signIn("not the password");
  expect((await screen.findByRole("alert")).textContent).toBe("That password is not correct");
  expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).toBeNull();
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "x" } });
  expect(screen.queryByRole("alert")).toBeNull();

  await signIn();
  expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeTruthy();
  expect(screen.getByText("Connected Successfully")).toBeTruthy();
  expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["YouTube Streams", "Site Messages", "Game Settings", "Roster", "Corrections", "Conclave"]);
  expect(api.requests.filter((r) => r === "/api/admin/session").length).toBeGreaterThanOrEqual(2);
});

test("without a configured password the form says how to set one, and shows the server's 503 reason", async () => {
  const apiFetch = globalThis.fetch;
  const reason = "No operator password is set. Set ADMIN_PASSWORD or run `cardinalis admin set-password`.";
  globalThis.fetch = Object.assign((input: RequestInfo | URL, init?: RequestInit) => {
    if (input === "/api/admin/session") return Promise.resolve(Response.json({ signedIn: false, passwordSet: false }));
    if (input === "/api/admin/login") return Promise.resolve(Response.json({ error: reason }, { status: 503 }));
    return apiFetch(input, init);
  }, { preconnect: apiFetch.preconnect }) as typeof fetch;
  try {
    renderAdmin();
    expect(await screen.findByText("cardinalis admin set-password")).toBeTruthy();
    expect(screen.getByText("ADMIN_PASSWORD")).toBeTruthy();
    await signIn("anything");
    expect((await screen.findByRole("alert")).textContent).toBe(reason);
  } finally {
    globalThis.fetch = apiFetch;
  }
});

test("the game-name button is disabled while the field is empty; an update shows the new current value", async () => {
  await renderSignedIn();
  openTab("Game Settings");
  const current = inputIn("Game Name", "Current Game Name");
  await waitFor(() => expect(current.value).toBe("Gull-B-Gone"));
  expect(current.readOnly).toBe(true);
  const update = () => card("Game Name").getByRole("button", { name: /Update Game Name|Updating/ }) as HTMLButtonElement;
  expect(update().disabled).toBe(true);
  fireEvent.change(inputIn("Game Name", "New Game Name"), { target: { value: "   " } });
  expect(update().disabled).toBe(true);

  fireEvent.change(inputIn("Game Name", "New Game Name"), { target: { value: "  Seagull Patrol " } });
  expect(update().disabled).toBe(false);
  fireEvent.click(update());
  await toastSays("Success", "Game name updated successfully");
  await waitFor(() => expect(inputIn("Game Name", "Current Game Name").value).toBe("Seagull Patrol"));
  expect(inputIn("Game Name", "New Game Name").value).toBe("");
  expect(await (await fetch("/api/site-settings/game-name")).json()).toEqual({ value: "Seagull Patrol" });
});

test("a bad stream address shows the server's reason and changes nothing; a good one is shown canonically and previewed without autoplay", async () => {
  await renderSignedIn();
  const conclave = "Conclave Stream";
  await waitFor(() => expect(inputIn(conclave, "Current URL").placeholder).toBe("Not set"));
  expect(screen.getAllByText("No stream URL set")).toHaveLength(2);

  fireEvent.change(inputIn(conclave, "New URL"), { target: { value: "https://vimeo.com/12345" } });
  fireEvent.click(card(conclave).getByRole("button", { name: "Update URL" }));
  await toastSays("Error", "Failed to update Conclave YouTube URL: Enter a YouTube address");
  expect(inputIn(conclave, "Current URL").value).toBe("");
  expect(inputIn(conclave, "New URL").value).toBe("https://vimeo.com/12345");

  fireEvent.change(inputIn(conclave, "New URL"), { target: { value: "https://youtu.be/aBcDeFgHiJk" } });
  fireEvent.click(card(conclave).getByRole("button", { name: "Update URL" }));
  await toastSays("Success", "Conclave YouTube URL updated successfully");
  await waitFor(() => expect(inputIn(conclave, "Current URL").value).toBe("https://www.youtube.com/watch?v=aBcDeFgHiJk"));
  const preview = screen.getByTitle("Conclave Stream preview") as HTMLIFrameElement;
  expect(preview.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=0&mute=0&rel=0");
  expect(preview.getAttribute("allow")).not.toContain("autoplay");
  expect(screen.getAllByText("No stream URL set")).toHaveLength(1);
});

test("messages: a character count, a plain-text preview with line breaks, and the server's limit", async () => {
  await renderSignedIn();
  openTab("Site Messages");
  const live = "Livestream Page Message";
  const field = () => card(live).getByLabelText("Message") as HTMLTextAreaElement;
  await waitFor(() => expect(field().disabled).toBe(false));
  const text = "Doors close at 16:30\n<b>Pray</b>";
  fireEvent.change(field(), { target: { value: text } });
  expect(card(live).getByText(`${text.length} / 1000 characters`)).toBeTruthy();
  const preview = screen.getByRole("region", { name: `${live} preview` });
  expect(preview.textContent).toContain(text);
  expect(preview.querySelector("b")).toBeNull();
  expect(preview.querySelector(".whitespace-pre-line")).not.toBeNull();

  fireEvent.click(card(live).getByRole("button", { name: "Update Message" }));
  await toastSays("Success", "Livestream page message updated successfully");
  await waitFor(() => expect(card(live).queryByText("Unsaved changes")).toBeNull());
  expect(field().value).toBe(text);
  expect(await (await fetch("/api/site-settings/livestream-page-message")).json()).toEqual({ value: text });

  const home = "Home Page Message";
  fireEvent.change(card(home).getByLabelText("Message"), { target: { value: "x".repeat(1001) } });
  expect(card(home).getByText("1001 / 1000 characters (too long)")).toBeTruthy();
  fireEvent.click(card(home).getByRole("button", { name: "Update Message" }));
  await toastSays("Error", "Failed to update home page message: The value must be at most 1000 characters.");
});

test("a write that answers 401 brings the sign-in form back, keeping the unsaved edit", async () => {
  await renderSignedIn();
  openTab("Game Settings");
  fireEvent.change(inputIn("Game Name", "New Game Name"), { target: { value: "Kept Draft" } });
  browser.clearCookies(); // as if the session had expired
  fireEvent.click(card("Game Name").getByRole("button", { name: "Update Game Name" }));
  await toastSays("Error", "Failed to update game name: Sign in as the site operator to change settings");
  expect(await screen.findByRole("heading", { name: "Operator Sign In" })).toBeTruthy();
  expect(screen.getByText(/Your session has ended/)).toBeTruthy();
  expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).toBeNull();

  await signIn();
  await screen.findByRole("heading", { name: "Admin Dashboard" });
  expect(inputIn("Game Name", "New Game Name").value).toBe("Kept Draft");
});

test("sign out ends the session and shows the form again", async () => {
  await renderSignedIn();
  fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
  expect(await screen.findByRole("heading", { name: "Operator Sign In" })).toBeTruthy();
  expect(screen.queryByText(/Your session has ended/)).toBeNull();
  expect(screen.queryByText("Connected Successfully")).toBeNull();
  expect(await (await fetch("/api/admin/session")).json()).toEqual({ signedIn: false, passwordSet: true });
});
