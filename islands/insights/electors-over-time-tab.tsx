import { CollegeGate, type CollegeState } from "./college-gate.tsx";
import { SectionHeading } from "./text-sections.tsx";
import { VacancyPicker } from "./vacancy-picker.tsx";
import { TIMELINE_MONTHS, Turning80Chart } from "./turning-80-chart.tsx";
import { m } from "../lib/i18n/messages.ts";

const skeleton = (height: string) => <div className={`card animate-pulse bg-parchment-100 ${height}`} aria-busy="true" />;

/** The electorate on a chosen vacancy date, and who turns 80 in the next two years. */
export function ElectorsOverTimeTab({ college }: { college: CollegeState }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="vacancy-date">
        <SectionHeading
          id="vacancy-date"
          title={m.insights_who_would_vote()}
          lead={m.insights_who_would_vote_lead()}
        />
        <CollegeGate college={college} loading={skeleton("h-56")}>
          {(cardinals, today) => <VacancyPicker cardinals={cardinals} today={today} />}
        </CollegeGate>
      </section>
      <section aria-labelledby="turning-80">
        <SectionHeading
          id="turning-80"
          title={m.insights_turning_heading({ months: TIMELINE_MONTHS })}
          lead={m.insights_turning_lead()}
        />
        <CollegeGate college={college} loading={skeleton("h-80")}>
          {(cardinals, today) => <Turning80Chart cardinals={cardinals} today={today} />}
        </CollegeGate>
      </section>
    </div>
  );
}
