import { createContext, Suspense, use, useContext, useMemo, useState, type ComponentProps, type ReactNode } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { useHydratingServerHtml } from "../lib/use-hydrated.ts";

/**
 * A promise that a hidden panel's content waits on while the page hydrates, settled when its tab is
 * first shown. Marked fulfilled by hand as it settles: React's `use` reads that mark and renders at
 * once, instead of suspending one more time to learn what it already knows.
 */
interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function closedGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, open: () => (Object.assign(promise, { status: "fulfilled", value: undefined }), resolve()) };
}

interface TabsState {
  /** The value of the tab shown. */
  shown: string;
  /** The gates of the panels that were hidden when the page hydrated, by value. */
  gates: Map<string, Gate>;
}

const TabsContext = createContext<TabsState>({ shown: "", gates: new Map() });

/**
 * Radix's tab root, holding which tab is shown so that `TabPanel` can hide the others itself.
 * Starts on `defaultValue`, as the server rendered it.
 */
export function TabsRoot({ defaultValue, ...props }: Omit<ComponentProps<typeof Tabs.Root>, "value" | "onValueChange" | "defaultValue"> & { defaultValue: string }) {
  const [shown, setShown] = useState(defaultValue);
  const [gates] = useState(() => new Map<string, Gate>());
  const show = (value: string) => {
    // Opened before the panel re-renders as shown, so React hydrates the server's content in that render.
    gates.get(value)?.open();
    setShown(value);
  };
  return <TabsContext.Provider value={useMemo(() => ({ shown, gates }), [shown, gates])}><Tabs.Root {...props} value={shown} onValueChange={show} /></TabsContext.Provider>;
}

/** Renders `children` once `gate` (if any) is open; until then React keeps the server's HTML of them as it is. */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  return children;
}

/**
 * A tab panel (inside `TabsRoot`) that is always mounted, the tab not shown
 * `hidden`: the server's HTML holds every panel, so readers without JavaScript
 * (whose style shows hidden panels) and crawlers get them all, and a browser
 * lays out, and fetches fonts for, only the one shown. The same markup before
 * and after hydration, so nothing renders again or unmounts once the page is
 * interactive. (Radix's `forceMount` alone leaves every panel visible.)
 *
 * The content of a panel hidden when the page hydrates is hydrated when its tab
 * is first shown: on Insights four hidden panels held three quarters of the
 * page's elements, all hydrated before the page answered a tap. Until then it is
 * the server's HTML, unseen (the panel is hidden), inside a Suspense boundary
 * that React leaves as it is while the gate is closed.
 */
export function TabPanel({ children, ...props }: Omit<ComponentProps<typeof Tabs.Content>, "forceMount" | "hidden">) {
  const { shown, gates } = useContext(TabsContext);
  const hidden = props.value !== shown;
  const hydrating = useHydratingServerHtml();
  const [gate] = useState(() => {
    if (!hydrating || !hidden) return null;
    const made = closedGate();
    gates.set(props.value, made);
    return made;
  });
  // The same element while `children` stays the same: React then leaves a boundary that is still
  // waiting alone when the tab shown changes (new props would make it render the panel from scratch).
  const content = useMemo(() => <Suspense fallback={null}><Gated gate={gate}>{children}</Gated></Suspense>, [gate, children]);
  return <Tabs.Content {...props} forceMount hidden={hidden}>{content}</Tabs.Content>;
}
