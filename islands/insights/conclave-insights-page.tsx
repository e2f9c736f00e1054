/**
 * Conclave Insights (/conclave-insights): four tabs plus
 * "Electors over time", with every figure about today computed from the list.
 * Loaded lazily by the router.
 */
import { useMemo } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "wouter";
import { electorsOn, electorsWithConclaveExperience, twoThirdsMajority, under80AndElectorsDifference } from "../../src/shared/college-stats.ts";
import { m } from "../lib/i18n/messages.ts";
import { differenceText } from "./difference.ts";
import type { CollegeState } from "./college-gate.tsx";
import { INSIGHTS, type TodayFigures } from "./content.ts";
import { ElectorsOverTimeTab } from "./electors-over-time-tab.tsx";
import { FiguresStrip } from "./figures-strip.tsx";
import { GeographicalTab } from "./geographical-tab.tsx";
import { OverviewTab } from "./overview-tab.tsx";
import { PapabiliTab } from "./papabili-tab.tsx";
import { useCollege } from "./queries.ts";
import { useToday } from "./use-today.ts";
import { VotingTab } from "./voting-tab.tsx";
import { TabPanel, TabsRoot } from "../ui/tab-panel.tsx";
import { ConclaveElectorate } from "./conclave-electorate.tsx";

export const INSIGHT_TABS = [
  { value: "overview", label: m.insights_tab_overview },
  { value: "papabili", label: m.insights_tab_papabili },
  { value: "geographical", label: m.insights_tab_geographical },
  { value: "voting", label: m.insights_tab_voting },
  { value: "electors", label: m.insights_tab_electors },
] as const;

const TRIGGER =
  "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-ink-700 transition-colors hover:text-cardinal-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 data-[state=active]:bg-white data-[state=active]:text-cardinal-800 data-[state=active]:shadow-sm sm:px-4";

function useTodayFigures(college: CollegeState): TodayFigures | null {
  const cardinals = college.query.data?.cardinals;
  const { today } = college;
  return useMemo(() => {
    if (!cardinals || !today) return null;
    const electors = electorsOn(cardinals, today).length;
    return { cardinals: cardinals.length, electors, majority: twoThirdsMajority(electors), experienced: electorsWithConclaveExperience(cardinals, today) };
  }, [cardinals, today]);
}

function Sources() {
  return (
    <details className="card group p-5 sm:p-6">
      <summary className="cursor-pointer font-serif text-xl font-semibold text-ink-900">{m.insights_sources({ count: INSIGHTS.sources.length })}</summary>
      <ul className="mt-4 grid gap-2 text-sm md:grid-cols-2">
        {INSIGHTS.sources.map((s) => (
          <li key={s.url}>
            <a href={s.url} target="_blank" rel="noopener noreferrer" className="text-cardinal-700 underline-offset-2 hover:underline">{s.title}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function StayUpdated() {
  return (
    <section aria-labelledby="stay-updated" className="rounded-lg border border-gold-400 bg-gradient-to-r from-ink-900 to-cardinal-900 p-6 text-center text-white sm:p-8">
      <h2 id="stay-updated" className="font-serif text-2xl font-semibold">{m.insights_stay_updated()}</h2>
      <p className="mx-auto mt-2 max-w-2xl text-sm text-parchment-200">
        {m.insights_stay_updated_text()}
      </p>
      <Link href="/" className="btn mt-5 bg-gold-400 text-ink-900 hover:bg-gold-300">{m.insights_browse_directory()}</Link>
    </section>
  );
}

/** The Conclave Insights page. `today` fixes the day (tests); otherwise it is read once after mount. */
export default function ConclaveInsightsPage({ today: fixedToday }: { today?: string } = {}) {
  const query = useCollege();
  const today = useToday(fixedToday);
  const college: CollegeState = { query, today };
  const figures = useTodayFigures(college);
  const cardinals = query.data?.cardinals;
  const facts = useMemo(() => (cardinals && today ? under80AndElectorsDifference(cardinals, today) : null), [cardinals, today]);
  const difference = facts && differenceText(facts);
  return (
    <div>
      <div className="bg-gradient-to-br from-cardinal-900 via-cardinal-800 to-cardinal-700 text-white">
        <div className="page py-8 sm:py-12">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-200">{m.insights_kicker()}</p>
          <h1 className="mt-2 font-serif text-3xl font-bold sm:text-5xl">{m.insights_title()}</h1>
          <p className="mt-3 max-w-3xl text-parchment-100 sm:text-lg">
            {m.insights_lead()}
          </p>
          <div className="mt-6"><FiguresStrip figures={figures} today={today} failed={query.isError} difference={difference} /></div>
        </div>
      </div>
      <div className="page space-y-12 py-8">
        <ConclaveElectorate cardinals={query.data?.cardinals} />
        <TabsRoot defaultValue="overview">
          <Tabs.List aria-label={m.insights_tabs_label()} className="flex flex-wrap gap-1 rounded-lg border border-parchment-300 bg-parchment-200 p-1 sm:inline-flex">
            {INSIGHT_TABS.map((t) => <Tabs.Trigger key={t.value} value={t.value} className={TRIGGER}>{t.label()}</Tabs.Trigger>)}
          </Tabs.List>
          <TabPanel value="overview" className="mt-8 focus-visible:outline-none"><OverviewTab figures={figures} /></TabPanel>
          <TabPanel value="papabili" className="mt-8 focus-visible:outline-none"><PapabiliTab college={college} /></TabPanel>
          <TabPanel value="geographical" className="mt-8 focus-visible:outline-none"><GeographicalTab college={college} /></TabPanel>
          <TabPanel value="voting" className="mt-8 focus-visible:outline-none"><VotingTab figures={figures} /></TabPanel>
          <TabPanel value="electors" className="mt-8 focus-visible:outline-none"><ElectorsOverTimeTab college={college} /></TabPanel>
        </TabsRoot>
        <Sources />
        <StayUpdated />
      </div>
    </div>
  );
}
