import { INSIGHTS, type TodayFigures } from "./content.ts";
import { TextSections } from "./text-sections.tsx";

/** Voting: the rules of the election, with today's electors and majority filled in. */
export function VotingTab({ figures }: { figures: TodayFigures | null }) {
  return <TextSections sections={INSIGHTS.voting.sections} figures={figures} />;
}
