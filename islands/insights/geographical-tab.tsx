import { CollegeGate, type CollegeState } from "./college-gate.tsx";
import { INSIGHTS } from "./content.ts";
import { CreatorRegionTable } from "./creator-region-table.tsx";
import { RegionBars, RegionBarsPlaceholder } from "./region-bars.tsx";
import { SectionHeading, TextSections } from "./text-sections.tsx";
import { m } from "../lib/i18n/messages.ts";

/** Geographical: electors per region (computed today), the regional texts, then creating pope × region. */
export function GeographicalTab({ college }: { college: CollegeState }) {
  return (
    <div className="space-y-10">
      <div className="space-y-6">
        <section aria-labelledby="electors-by-region" className="mx-auto max-w-4xl">
          <SectionHeading id="electors-by-region" title={m.insights_by_region_heading()} lead={m.insights_by_region_lead()} />
          <CollegeGate college={college} loading={<RegionBarsPlaceholder />}>
            {(cardinals, today) => <RegionBars cardinals={cardinals} today={today} />}
          </CollegeGate>
        </section>
        <TextSections sections={INSIGHTS.regionalText} figures={null} />
      </div>
      <section aria-labelledby="by-creating-pope">
        <SectionHeading
          id="by-creating-pope"
          title={m.insights_by_creator_heading()}
          lead={m.insights_by_creator_lead()}
        />
        <CollegeGate college={college} loading={<div className="card h-48 animate-pulse bg-parchment-100" aria-busy="true" />}>
          {(cardinals, today) => <CreatorRegionTable cardinals={cardinals} today={today} />}
        </CollegeGate>
      </section>
    </div>
  );
}
