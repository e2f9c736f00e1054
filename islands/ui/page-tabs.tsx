import type { ReactNode } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { TabPanel, TabsRoot } from "./tab-panel.tsx";

/** `label` may be an element, e.g. a tab named by an English-only text marked lang="en". */
export interface TabSpec { value: string; label: ReactNode; content: ReactNode }

/**
 * The site's tab strip (Radix Tabs): wraps onto several lines on a phone
 * instead of scrolling. Every panel is in the HTML (inactive ones `hidden`), so
 * a reader without JavaScript and a crawler get all of them.
 * `lang`: the language of the tabs' own texts (labels and panels) when it is not the page's, as when an
 * English text stands in for a translation; the strip's label stays in the page's language.
 */
export function PageTabs({ tabs, label, className, lang }: { tabs: TabSpec[]; label: string; className?: string; lang?: string | undefined }) {
  return (
    <TabsRoot defaultValue={tabs[0]?.value ?? ""} className={className}>
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 rounded-lg border border-parchment-300 bg-parchment-100 p-1">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            lang={lang}
            className="flex-auto rounded-md px-3 py-2 text-sm font-medium text-ink-700 transition-colors data-[state=inactive]:hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 data-[state=active]:bg-cardinal-700 data-[state=active]:text-white data-[state=active]:shadow-sm"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <TabPanel key={t.value} value={t.value} lang={lang} className="mt-6 focus-visible:outline-none">
          {t.content}
        </TabPanel>
      ))}
    </TabsRoot>
  );
}
