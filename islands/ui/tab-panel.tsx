import type { ComponentProps } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { useMountAllOnServer } from "../lib/use-hydrated.ts";

/**
 * A Radix tab panel that is in the server's HTML even when it is not the
 * active tab (hidden), so readers without JavaScript and crawlers get every
 * panel; once the page is interactive, inactive panels unmount as usual. The
 * hook sits here, not in the page, so only the panels re-render when the page
 * becomes interactive.
 */
export function TabPanel(props: Omit<ComponentProps<typeof Tabs.Content>, "forceMount">) {
  return <Tabs.Content {...props} forceMount={useMountAllOnServer()} />;
}
