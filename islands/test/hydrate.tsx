import { act, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { cleanup } from "@testing-library/react";
import { willHydrateServerHtml } from "../lib/use-hydrated.ts";

let root: Root | undefined;

/** The root `hydrate` made last. */
export const hydratedRoot = (): Root => {
  if (!root) throw new Error("nothing was hydrated");
  return root;
};

/**
 * Unmounts what `hydrate` made and empties the page; each test file registers it with `afterEach`
 * itself (a hook registered by this module would only reach the first file to import it).
 */
export function unmountHydrated(): void {
  if (root) act(() => root!.unmount());
  root = undefined;
  willHydrateServerHtml(false);
  document.body.innerHTML = "";
  cleanup();
}

/** The HTML the server writes for `ui`, waiting for lazy parts as the server does. */
export async function serverHtml(ui: ReactNode): Promise<string> {
  const { prelude } = await prerender(ui);
  return new Response(prelude).text();
}

/**
 * Puts `html` in the page as the server would and hydrates `ui` over it, saying so first as the
 * browser's entry does (`willHydrateServerHtml`) unless `entry` is false; the errors React recovers
 * from are collected in `recovered`.
 */
export async function hydrate(html: string, ui: ReactNode, { entry = true, recovered = [] as unknown[] } = {}): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  willHydrateServerHtml(entry);
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => recovered.push(error) });
  });
  return container;
}
