import { Markdown } from "../ui/markdown.tsx";
import { InEnglish } from "../ui/in-english.tsx";
import type { TitledText } from "./pope-profile.ts";

/** Headed paragraphs of the profile's English markdown (views, leadership, priorities), or a note when there are none. */
export function TitledList({ items, empty }: { items: TitledText[]; empty: string }) {
  if (items.length === 0) return <EmptyNote text={empty} />;
  return (
    <div className="max-w-3xl space-y-6">
      <InEnglish className="block" />
      {items.map((item) => (
        <article key={item.title + item.description.slice(0, 20)} lang="en">
          {item.title && <h3 className="font-serif text-xl font-semibold text-ink-900">{item.title}</h3>}
          <Markdown text={item.description} className="[&_p:first-child]:mt-1" />
        </article>
      ))}
    </div>
  );
}

export function EmptyNote({ text }: { text: string }) {
  return <p className="rounded-md bg-parchment-100 p-4 text-sm text-ink-500">{text}</p>;
}
