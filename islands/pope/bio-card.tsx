import { CardinalPhoto } from "../ui/cardinal-photo.tsx";
import { InEnglish } from "../ui/in-english.tsx";
import { m } from "../lib/i18n/messages.ts";
import type { Fact } from "./pope-profile.ts";

interface Props { cardinal: { fullName: string; slug: string }; facts: Fact[] }

/** Key dates of his life and ministry, from the record. */
export function BioCard({ cardinal, facts }: Props) {
  return (
    <section aria-labelledby="bio-card-title" className="card overflow-hidden">
      <CardinalPhoto cardinal={cardinal} className="aspect-[4/5] max-h-64 w-full bg-parchment-200 object-cover object-top lg:max-h-none" avatarClassName="mx-5 mt-5 h-20 w-20 text-3xl" />
      <div className="p-5">
        <h2 id="bio-card-title" className="font-serif text-xl font-semibold text-ink-900">{m.pope_bio_heading()}</h2>
        <dl className="mt-3 space-y-3 text-sm">
          {facts.map((f) => (
            <div key={f.label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500">{f.label}{f.english && <> <InEnglish /></>}</dt>
              <dd className="mt-0.5 text-ink-900" lang={f.english ? "en" : undefined}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
