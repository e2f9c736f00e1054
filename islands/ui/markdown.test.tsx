import { afterEach, expect, test } from "bun:test";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { cleanup, render, waitFor } from "@testing-library/react";
import { willHydrateServerHtml } from "../lib/use-hydrated.ts";
import { Markdown } from "./markdown.tsx";

let root: Root | undefined;
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = undefined;
  willHydrateServerHtml(false);
  document.body.innerHTML = "";
  cleanup();
});

/** The HTML the server writes for `ui`, waiting for lazy parts as the server does (the parser is one). */
async function serverHtml(ui: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(ui);
  return new Response(prelude).text();
}

/** Puts `html` in the page as the server would and hydrates `ui` over it. */
async function hydrate(html: string, ui: React.ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: () => {} });
  });
  return container;
}

test("the server renders the Markdown as HTML, safely", async () => {
  const html = await serverHtml(<Markdown text={"Some *words* and [a link](https://example.org).\n\n<b>raw</b>"} />);
  expect(html).toContain("<em>words</em>");
  expect(html).toMatch(/<a href="https:\/\/example.org"[^>]* target="_blank" rel="noopener noreferrer">a link<\/a>/);
  expect(html).not.toContain("<b>");
});

test("hydrating the server's page keeps its HTML for the text instead of parsing it again; a new text is parsed", async () => {
  const text = "The *same* text.";
  // The server's HTML, altered so that a parse in the browser would show: a parse writes "same" (React
  // replaces what does not match), the adopted HTML keeps "SAME".
  const html = (await serverHtml(<Markdown text={text} />)).replace("<em>same</em>", "<em>SAME</em>");
  willHydrateServerHtml();
  const container = await hydrate(html, <Markdown text={text} />);
  expect(container.querySelector(".prose-site em")?.textContent).toBe("SAME");
  // After hydration (the hook turned false) the adopted HTML stays.
  await act(async () => root!.render(<Markdown text={text} />));
  expect(container.querySelector(".prose-site em")?.textContent).toBe("SAME");
  await act(async () => root!.render(<Markdown text={"A *new* text."} />));
  await waitFor(() => expect(container.querySelector(".prose-site em")?.textContent).toBe("new"));
});

test("a page the browser renders itself, or hydrates without the entry's word, parses the Markdown", async () => {
  render(<Markdown text="Plain *render*." />);
  await waitFor(() => expect(document.querySelector(".prose-site em")?.textContent).toBe("render"));
  cleanup();
  const html = (await serverHtml(<Markdown text="x" />)).replace("<p>x</p>", "<p>server</p>");
  const container = await hydrate(html, <Markdown text="x" />);
  await waitFor(() => expect(container.querySelector(".prose-site")?.textContent).toBe("x"));
});
