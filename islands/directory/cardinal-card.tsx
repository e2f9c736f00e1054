import type { MouseEvent } from "react";
import type { Region } from "../../src/shared/regions.ts";
import { REGION_LABELS } from "../lib/region-labels.ts";
import { officeLine, type Cardinal } from "../../src/shared/cardinals.ts";
import { CardinalPhoto, InitialsAvatar, useCardinalPhoto } from "../ui/cardinal-photo.tsx";
import { formatLongDate } from "../lib/format.ts";
import { POPE_PAGE } from "./suggestion-href.ts";
import { m } from "../lib/i18n/messages.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { localizedPath } from "../../src/shared/locales.ts";
import { countryName } from "../lib/country-name.ts";

/** The card's own address: a cardinal's page, or the Pope's (a search finds him too). */
export function cardHref(cardinal: Pick<Cardinal, "slug" | "status">): string {
  return cardinal.status === "pope" ? POPE_PAGE : `/cardinal/${encodeURIComponent(cardinal.slug)}`;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** "Created: {part of createdCardinal before the first space}". */
function createdLabel(created: string | null): string | null {
  return created ? created.split(" ")[0]! : null;
}

/** A fact that reads as one unit: it never breaks inside (a date, "80 years old"). */
function Fact({ label, children }: { label: string; children: string }) {
  return <div className="whitespace-nowrap"><dt className="sr-only">{label}</dt><dd>{children}</dd></div>;
}

/** A known region in the page's language; anything else as the record has it. */
const regionLabel = (region: string | null | undefined) => (region && region in REGION_LABELS ? REGION_LABELS[region as Region]() : region);

const PILL = "rounded-full px-2 py-0.5 font-semibold";

/** Pope, deceased (a search finds those who have died) or elector; nothing for a cardinal who is not an elector. */
function StatusPill({ cardinal }: { cardinal: Cardinal }) {
  const pill = cardinal.status === "pope" ? { text: m.directory_pope(), className: "bg-gold-100 text-gold-900" }
    : cardinal.status === "deceased" ? { text: m.directory_died({ date: formatLongDate(cardinal.deathDate ?? "") }), className: "bg-parchment-200 text-ink-700" }
    : cardinal.isElector ? { text: m.directory_elector(), className: "bg-cardinal-50 text-cardinal-800" }
    : null;
  return pill && <div><dt className="sr-only">{m.directory_status()}</dt><dd className={`${PILL} ${pill.className}`}>{pill.text}</dd></div>;
}

/**
 * A directory card is a link to the cardinal's own page, so it opens without
 * JavaScript, in a new tab, and for crawlers; the app turns a plain click into
 * the detail panel over the list. It leads with the person: with a licensed photo, the photo
 * (beside the name on phones, above it on wider screens); without one, a
 * modest initials avatar beside the name, so the card stays compact.
 */
export function CardinalCard({ cardinal, onOpen }: { cardinal: Cardinal; onOpen: (cardinal: Cardinal) => void }) {
  const created = createdLabel(cardinal.createdCardinal);
  const photo = useCardinalPhoto(cardinal.slug);
  const { locale } = useSiteConfig();
  return (
    <li>
      <a
        href={localizedPath(locale, cardHref(cardinal))}
        data-cardinal={cardinal.slug}
        data-has-photo={photo ? "true" : undefined}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onOpen(cardinal);
        }}
        className="group card flex h-full w-full flex-col overflow-hidden text-left no-underline transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ink-900 focus-visible:ring-offset-2 focus-visible:ring-offset-parchment-100"
      >
        {photo && (
          <div className="relative hidden aspect-[4/5] w-full overflow-hidden bg-parchment-200 sm:block">
            <CardinalPhoto cardinal={cardinal} className="h-full w-full object-cover object-top transition group-hover:scale-[1.02]" alt="" />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex items-start gap-3">
            {photo
              ? <CardinalPhoto cardinal={cardinal} alt="" className="aspect-[4/5] w-16 shrink-0 rounded object-cover object-top sm:hidden" avatarClassName="h-12 w-12 text-lg sm:hidden" />
              : <InitialsAvatar fullName={cardinal.fullName} className="h-12 w-12 text-lg" />}
            <div className="min-w-0 flex-1">
              <h2 className="font-serif text-lg font-semibold leading-snug text-ink-900 group-hover:text-cardinal-700">
                {cardinal.nameWithOrder}
                {cardinal.status === "deceased" && <> <span aria-hidden="true">†</span><span className="sr-only">{m.directory_deceased()}</span></>}
              </h2>
              <p className="mt-0.5 text-sm text-ink-700 line-clamp-2">{officeLine(cardinal)}</p>
            </div>
          </div>
          <dl className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-parchment-200 pt-3 text-xs text-ink-500">
            <StatusPill cardinal={cardinal} />
            <Fact label={m.directory_country()}>{cardinal.nationality ? countryName(cardinal.nationality, locale) : m.directory_unknown()}</Fact>
            {cardinal.status === "deceased" && cardinal.deathDate
              ? <Fact label={m.directory_lived()}>{m.directory_lived_years({ birth: cardinal.birthDate.slice(0, 4), death: cardinal.deathDate.slice(0, 4), age: cardinal.ageInYears })}</Fact>
              : <Fact label={m.directory_age()}>{m.directory_years_old({ age: cardinal.ageInYears })}</Fact>}
            {created && <Fact label={m.directory_created()}>{m.directory_created_on({ date: created })}</Fact>}
            <Fact label={m.directory_region()}>{regionLabel(cardinal.region) || m.directory_unknown()}</Fact>
          </dl>
        </div>
      </a>
    </li>
  );
}
