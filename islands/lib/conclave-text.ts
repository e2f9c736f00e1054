/**
 * How the conclave's state reads on every page: the words of the banner in the
 * page's language, with days and times in Rome's time zone (where the smoke is
 * seen), the same on the server and in the browser.
 */
import type { Ballot, ConclaveState } from "../../src/shared/conclave.ts";
import { INTL_LOCALES } from "../../src/shared/locales.ts";
import { getLocale, m } from "./i18n/messages.ts";
import { intlText } from "./intl-texts.ts";

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per kind and language, made once: the page's language decides month names and word order. */
function format(kind: "time" | "romeDay" | "day"): Intl.DateTimeFormat {
  const tag = INTL_LOCALES[getLocale()];
  const key = `${kind}:${tag}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = kind === "time"
      ? { timeZone: "Europe/Rome", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
      : { timeZone: kind === "romeDay" ? "Europe/Rome" : "UTC", day: "numeric", month: "long" };
    formats.set(key, (f = new Intl.DateTimeFormat(tag, options)));
  }
  return f;
}

/** `kind`'s text of `input` in the page's language, from the server's page while it has it. */
const formatted = (kind: "time" | "romeDay" | "day", input: string, date: () => Date) =>
  intlText(`conclave-${kind}`, INTL_LOCALES[getLocale()], input, () => format(kind).format(date()));

/** "11:51": the hour in Rome of an ISO instant. */
export const romeTime = (instant: string) => formatted("time", instant, () => new Date(instant));
/** "16 November" ("16 listopada" in Polish): the day in Rome of an ISO instant. */
export const romeDate = (instant: string) => formatted("romeDay", instant, () => new Date(instant));
/** "21 April": a calendar day written YYYY-MM-DD. */
export const dayMonth = (day: string) => formatted("day", day, () => new Date(`${day}T00:00:00Z`));
/** "black smoke" / "white smoke" in the page's language. */
export const smokeWords = (smoke: Ballot["smoke"]) => (smoke === "white" ? m.conclave_white_smoke() : m.conclave_black_smoke());

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
      const line = m.conclave_sede_vacante_since({ date: dayMonth(state.vacancy?.day ?? "") });
      if (state.conclaveStart) return { line, detail: m.conclave_begins_at({ date: romeDate(state.conclaveStart.at), time: romeTime(state.conclaveStart.at) }) };
      if (state.startWindow) return { line, detail: m.conclave_may_begin({ earliest: dayMonth(state.startWindow.earliest), latest: dayMonth(state.startWindow.latest) }) };
      return { line };
    }
    case "conclave": {
      const b = lastBallot(state);
      if (!b) return { line: m.conclave_under_way_since({ date: romeDate(state.conclaveStart?.at ?? ""), time: romeTime(state.conclaveStart?.at ?? "") }) };
      const line = m.conclave_ballot_banner({ day: b.day, n: b.n, smoke: smokeWords(b.smoke), time: romeTime(b.at) });
      return b.smoke === "white" ? { headline: m.conclave_white_smoke_headline(), line, smoke: "white" } : { line, smoke: "black" };
    }
    case "elected": {
      const e = state.elected!;
      return { line: m.conclave_habemus_papam_line(), link: { href: `/cardinal/${e.slug}`, text: `${e.fullName}, ${e.papalName}` }, smoke: "white" };
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
