import { createContext, useContext, useState, type ComponentProps } from "react";
import * as Tabs from "@radix-ui/react-tabs";

/** The value of the tab `TabsRoot` shows, for its panels. */
const Shown = createContext<string | undefined>(undefined);

/**
 * Radix's tab root, holding which tab is shown so that `TabPanel` can hide the others itself.
 * Starts on `defaultValue`, as the server rendered it.
 */
export function TabsRoot({ defaultValue, ...props }: Omit<ComponentProps<typeof Tabs.Root>, "value" | "onValueChange" | "defaultValue"> & { defaultValue: string }) {
  const [value, setValue] = useState(defaultValue);
  return <Shown.Provider value={value}><Tabs.Root {...props} value={value} onValueChange={setValue} /></Shown.Provider>;
}

/**
 * A tab panel (inside `TabsRoot`) that is always mounted, the tab not shown
 * `hidden`: the server's HTML holds every panel, so readers without JavaScript
 * (whose style shows hidden panels) and crawlers get them all, and a browser
 * lays out, and fetches fonts for, only the one shown. The same markup before
 * and after hydration, so nothing renders again or unmounts once the page is
 * interactive. (Radix's `forceMount` alone leaves every panel visible.)
 */
export function TabPanel(props: Omit<ComponentProps<typeof Tabs.Content>, "forceMount" | "hidden">) {
  const shown = useContext(Shown);
  return <Tabs.Content {...props} forceMount hidden={props.value !== shown} />;
}
