import { CollegeGate, type CollegeState } from "./college-gate.tsx";
import { SectionHeading } from "./text-sections.tsx";
import { Turning80Chart } from "./turning-80-chart.tsx";
import { VacancyPicker } from "./vacancy-picker.tsx";

const skeleton = (height: string) => <div className={`card animate-pulse bg-parchment-100 ${height}`} aria-busy="true" />;

/** The electorate on a chosen vacancy date, and who turns 80 in the next two years. */
export function ElectorsOverTimeTab({ college }: { college: CollegeState }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="vacancy-date">
        <SectionHeading
          id="vacancy-date"
          title="Who would vote?"
          lead="Cardinals vote unless they turned 80 before the day the See of Rome falls vacant (one whose 80th birthday is that day still votes) or renounced the rights of the cardinalate. Pick a day to see the electorate and the majority it would need."
        />
        <CollegeGate college={college} loading={skeleton("h-56")}>
          {(cardinals, today) => <VacancyPicker cardinals={cardinals} today={today} />}
        </CollegeGate>
      </section>
      <section aria-labelledby="turning-80">
        <SectionHeading
          id="turning-80"
          title="Turning 80: the next 24 months"
          lead="Month by month, the cardinals who reach 80 and lose their vote, and the electors left at each month's end."
        />
        <CollegeGate college={college} loading={skeleton("h-80")}>
          {(cardinals, today) => <Turning80Chart cardinals={cardinals} today={today} />}
        </CollegeGate>
      </section>
    </div>
  );
}
