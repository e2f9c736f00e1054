import { useState, type ReactNode } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import { Markdown } from "./markdown.tsx";

/** A titled block of editorial markdown, as accordions in content/pages store them. */
export interface MarkdownEntry { title: string; body: string }

const ROOT = "divide-y divide-parchment-300 rounded-lg border border-parchment-300 bg-white";

/** "single": opening one item closes the other (and it can be closed again); "multiple": each opens on its own. */
function Root({ type, open, onOpen, children }: { type: "single" | "multiple"; open: string[]; onOpen: (open: string[]) => void; children: ReactNode }) {
  return type === "single"
    ? <Accordion.Root type="single" collapsible value={open[0] ?? ""} onValueChange={(v) => onOpen(v ? [v] : [])} className={ROOT}>{children}</Accordion.Root>
    : <Accordion.Root type="multiple" value={open} onValueChange={onOpen} className={ROOT}>{children}</Accordion.Root>;
}

interface Props {
  items: MarkdownEntry[];
  type: "single" | "multiple";
  bodyClassName?: string;
  /** The level of each item's heading: 2 right under the page title, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

/**
 * A styled Radix accordion of markdown entries. Every body is in the server's
 * HTML and stays mounted, closed ones `hidden` (set here: Radix's `forceMount`
 * alone shows them), so readers without JavaScript, who get them all shown by
 * the page's no-script style, and crawlers read every answer, and nothing
 * renders again or unmounts once the page is interactive.
 */
export function MarkdownAccordion({ items, type, bodyClassName, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Root type={type} open={open} onOpen={setOpen}>
      {items.map((item) => (
        <Accordion.Item key={item.title} value={item.title}>
          <Accordion.Header asChild><Heading>
            <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-serif text-lg font-semibold text-ink-900 hover:bg-parchment-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-gold-400 sm:px-5 [&[data-state=open]_svg]:rotate-180">
              {item.title}
              <svg aria-hidden="true" data-js-only="" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-cardinal-700 transition-transform"><path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" /></svg>
            </Accordion.Trigger>
          </Heading></Accordion.Header>
          <Accordion.Content forceMount hidden={!open.includes(item.title)} data-disclosure-body="" className="px-4 pb-5 sm:px-5">
            <Markdown text={item.body} className={bodyClassName} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Root>
  );
}
