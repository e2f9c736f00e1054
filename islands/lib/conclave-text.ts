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

/** Rome's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function romeOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Rome", hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
    .formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute")) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/**
 * "2026-05-06T16:30" read as a clock in Rome → the ISO instant ("2026-05-06T14:30:00.000Z"),
 * so an operator types the time announced in Rome whatever his own computer's zone.
 */
export function romeWallTimeToInstant(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The offset at the guessed instant, checked once more at the corrected one (daylight saving changes).
  let instant = wall - romeOffsetMinutes(wall) * 60_000;
  instant = wall - romeOffsetMinutes(instant) * 60_000;
  return new Date(instant).toISOString();
}

/** The instant as a Rome clock for a datetime-local input: "2026-05-06T16:30". */
export function instantToRomeWallTime(instant: string): string {
  const t = Date.parse(instant);
  return new Date(t + romeOffsetMinutes(t) * 60_000).toISOString().slice(0, 16);
}
