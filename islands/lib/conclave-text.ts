/**
 * How the conclave's state reads on every page: the words of the banner, with
 * days and times in Rome's time zone (where the smoke is seen), the same on the
 * server and in the browser.
 */
import type { Ballot, ConclaveState } from "../../src/shared/conclave.ts";

const ROME_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Rome", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const ROME_DAY = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Rome", day: "numeric", month: "long" });
const DAY = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long" });

/** "11:51": the hour in Rome of an ISO instant. */
export const romeTime = (instant: string) => ROME_TIME.format(new Date(instant));
/** "16 November": the day in Rome of an ISO instant. */
export const romeDate = (instant: string) => ROME_DAY.format(new Date(instant));
/** "21 April": a calendar day written YYYY-MM-DD. */
export const dayMonth = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** The last smoke seen, if any. */
export const lastBallot = (state: ConclaveState): Ballot | undefined => state.ballots.at(-1);

export interface BannerText {
  /** The words a big, moving headline shows ("WHITE SMOKE"), when there is one. */
  headline?: string;
  /** The sentence of the banner. */
  line: string;
  /** A second sentence: the start window or the announced start. */
  detail?: string;
  /** The elected man's page, when the line names him. */
  link?: { href: string; text: string };
  smoke?: "black" | "white";
}

/** What the banner says in each phase; null in normal times (no banner). */
export function bannerText(state: ConclaveState): BannerText | null {
  switch (state.phase) {
    case "sede-plena":
      return null;
    case "sede-vacante": {
      const line = `Sede vacante since ${dayMonth(state.vacancy?.day ?? "")}`;
      if (state.conclaveStart) return { line, detail: `The conclave begins on ${romeDate(state.conclaveStart.at)} at ${romeTime(state.conclaveStart.at)} (Rome)` };
      if (state.startWindow) return { line, detail: `The conclave may begin between ${dayMonth(state.startWindow.earliest)} and ${dayMonth(state.startWindow.latest)}` };
      return { line };
    }
    case "conclave": {
      const b = lastBallot(state);
      if (!b) return { line: `Conclave under way since ${romeDate(state.conclaveStart?.at ?? "")}, ${romeTime(state.conclaveStart?.at ?? "")} (Rome)` };
      const line = `Conclave, day ${b.day} · ballot ${b.n}: ${b.smoke} smoke at ${romeTime(b.at)}`;
      return b.smoke === "white" ? { headline: "WHITE SMOKE", line, smoke: "white" } : { line, smoke: "black" };
    }
    case "elected": {
      const e = state.elected!;
      return { line: "Habemus Papam:", link: { href: `/cardinal/${e.slug}`, text: `${e.fullName}, ${e.papalName}` }, smoke: "white" };
    }
  }
}
