import { afterEach, expect, test } from "bun:test";
import { act } from "react";
import { cleanup, render, waitFor } from "@testing-library/react";
import { hydrate, hydratedRoot, serverHtml, unmountHydrated } from "../test/hydrate.tsx";
import { Markdown } from "./markdown.tsx";

afterEach(unmountHydrated);

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
  const container = await hydrate(html, <Markdown text={text} />);
  expect(container.querySelector(".prose-site em")?.textContent).toBe("SAME");
  // After hydration (the hook turned false) the adopted HTML stays.
  await act(async () => hydratedRoot().render(<Markdown text={text} />));
  expect(container.querySelector(".prose-site em")?.textContent).toBe("SAME");
  await act(async () => hydratedRoot().render(<Markdown text={"A *new* text."} />));
  await waitFor(() => expect(container.querySelector(".prose-site em")?.textContent).toBe("new"));
});

test("a page the browser renders itself, or hydrates without the entry's word, parses the Markdown", async () => {
  render(<Markdown text="Plain *render*." />);
  await waitFor(() => expect(document.querySelector(".prose-site em")?.textContent).toBe("render"));
  cleanup();
  const html = (await serverHtml(<Markdown text="x" />)).replace("<p>x</p>", "<p>server</p>");
  const container = await hydrate(html, <Markdown text="x" />, { entry: false });
  await waitFor(() => expect(container.querySelector(".prose-site")?.textContent).toBe("x"));
});
