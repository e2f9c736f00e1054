/**
 * Conclave mode: what the operator records during a vacancy of the See of Rome,
 * and the state every page shows, computed as a pure fold of the recorded events.
 * The log is the only truth: undo removes its last row, a restart replays it, and
 * the same events always give the same state. No zod here: the client imports it.
 */
import { isElectorOn, type ElectorFacts } from "./age.ts";
import { dateFormat } from "./date-format.ts";

export const CONCLAVE_PHASES = ["sede-plena", "sede-vacante", "conclave", "elected"] as const;
export type ConclavePhase = (typeof CONCLAVE_PHASES)[number];

/** Events kept in the log. `undo` is a command that removes the last one, never a row itself. */
export const CONCLAVE_EVENT_TYPES = ["vacancy", "conclave-start", "ballot", "elected", "new-pontificate"] as const;
export type ConclaveEventType = (typeof CONCLAVE_EVENT_TYPES)[number];
export const CONCLAVE_COMMANDS = [...CONCLAVE_EVENT_TYPES, "undo"] as const;
export type ConclaveCommand = (typeof CONCLAVE_COMMANDS)[number];

export const VACANCY_CAUSES = ["death", "renunciation"] as const;
export type VacancyCause = (typeof VACANCY_CAUSES)[number];
export const SMOKES = ["black", "white"] as const;
export type Smoke = (typeof SMOKES)[number];

export interface ConclaveEvent {
  id: number;
  type: ConclaveEventType;
  /** ISO instant. For `conclave-start` it is the announced start, which may lie ahead. */
  at: string;
  sourceUrl: string;
  note: string | null;
  cause?: VacancyCause;
  smoke?: Smoke;
  slug?: string;
  papalName?: string;
}

/** A roster member as the electorate rule reads him. */
export interface ConclaveMember extends ElectorFacts {
  slug: string;
  fullName: string;
  status: string;
  createdCardinal?: string | null;
}

export interface Ballot {
  /** Number of the smoke in this conclave, from 1. */
  n: number;
  /** Day of the conclave, from 1 (the day it began, in Rome). */
  day: number;
  at: string;
  smoke: Smoke;
}

export interface ConclaveState {
  phase: ConclavePhase;
  vacancy?: { at: string; day: string; cause: VacancyCause; sourceUrl: string };
  /** Earliest and latest start the rules allow, shown until the announced start is recorded. */
  startWindow?: { earliest: string; latest: string };
  conclaveStart?: { at: string; sourceUrl: string };
  ballots: Ballot[];
  elected?: { slug: string; fullName: string; papalName: string; at: string; sourceUrl: string };
  /** The electorate: frozen on the day the See fell vacant, today's in normal times. */
  electors: { count: number; majority: number; asOf: string };
  /** The events of the current vacancy, oldest first (none in normal times). */
  events: ConclaveEvent[];
}

/** Rome's calendar day of an instant: the day the See falls vacant is reckoned where it falls vacant. */
export function romeDay(instant: string): string {
  return ROME_DAY(new Date(instant));
}
// Made once (on first use): building a formatter costs far more than using one, and the state is read on every page.
const ROME_DAY = dateFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" });

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Universi Dominici Gregis 37, as amended in 2013: the conclave begins fifteen days after the See
 * falls vacant, earlier if all the electors are present, and no later than twenty days after.
 */
export const CONCLAVE_START_MIN_DAYS = 15;
export const CONCLAVE_START_MAX_DAYS = 20;

/** A two-thirds majority of those present (Universi Dominici Gregis 62). */
export function twoThirdsMajority(electors: number): number {
  return Math.ceil((electors * 2) / 3);
}

/**
 * The electors of a conclave: cardinals created by the day the See fell vacant who had not
 * reached 80 before that day and had neither died nor renounced the rights of the cardinalate
 * (Universi Dominici Gregis 33). The electorate is frozen on that day whatever happens after.
 */
export function electorsOfVacancy<M extends ConclaveMember>(members: readonly M[], vacancyDay: string): M[] {
  return members.filter((m) => isElectorOfVacancy(m, vacancyDay));
}

/** One member of the electorate frozen on `vacancyDay` (see electorsOfVacancy). */
export function isElectorOfVacancy(m: Pick<ConclaveMember, "status" | "createdCardinal"> & ElectorFacts, vacancyDay: string): boolean {
  return m.status === "cardinal" && (!m.createdCardinal || m.createdCardinal <= vacancyDay) && isElectorOn(m, vacancyDay);
}

/** A row of the stored log: an event, or an `undo` that cancels the event before it. */
export type ConclaveLogEntry = Omit<ConclaveEvent, "type"> & { type: ConclaveCommand };

/** The events that stand after every `undo` in the log has taken back the event before it. */
export function standingEvents(log: readonly ConclaveLogEntry[]): ConclaveEvent[] {
  const events: ConclaveEvent[] = [];
  for (const entry of log) {
    if (entry.type !== "undo") events.push(entry as ConclaveEvent);
    else if (events.length > 0 && events[events.length - 1]!.type !== "new-pontificate") events.pop();
  }
  return events;
}

/** The events of the vacancy still open: everything after the last `new-pontificate`. */
export function currentCycle(events: readonly ConclaveEvent[]): ConclaveEvent[] {
  let start = 0;
  events.forEach((e, i) => {
    if (e.type === "new-pontificate") start = i + 1;
  });
  return events.slice(start);
}

/**
 * The day (in Rome) each pope elected in a conclave the site followed was
 * elected, by slug: the election of every vacancy closed by a new pontificate.
 * Before that day he is still a cardinal in every count the site makes.
 */
export function recordedElectionDays(log: readonly ConclaveLogEntry[]): Map<string, string> {
  const days = new Map<string, string>();
  let elected: ConclaveEvent | undefined;
  for (const e of standingEvents(log)) {
    if (e.type === "vacancy") elected = undefined;
    if (e.type === "elected") elected = e;
    if (e.type === "new-pontificate" && elected?.slug) days.set(elected.slug, romeDay(elected.at));
  }
  return days;
}

/** The state after the log (oldest first), read at `now` (an ISO instant). */
export function conclaveState(log: readonly ConclaveLogEntry[], members: readonly ConclaveMember[], now: string): ConclaveState {
  const cycle = currentCycle(standingEvents(log));
  const today = romeDay(now);
  const vacancyEvent = cycle.find((e) => e.type === "vacancy");
  if (!vacancyEvent) {
    const count = electorsOfVacancy(members, today).length;
    return { phase: "sede-plena", ballots: [], electors: { count, majority: twoThirdsMajority(count), asOf: today }, events: [] };
  }
  const vacancyDay = romeDay(vacancyEvent.at);
  const electors = electorsOfVacancy(members, vacancyDay);
  const startEvent = cycle.find((e) => e.type === "conclave-start");
  const startDay = startEvent ? romeDay(startEvent.at) : undefined;
  const ballots: Ballot[] = cycle
    .filter((e) => e.type === "ballot")
    .map((e, i) => ({ n: i + 1, day: startDay ? daysBetween(startDay, romeDay(e.at)) + 1 : 1, at: e.at, smoke: e.smoke ?? "black" }));
  const electedEvent = cycle.find((e) => e.type === "elected");
  const electedMember = electedEvent ? members.find((m) => m.slug === electedEvent.slug) : undefined;
  const begun = startEvent !== undefined && startEvent.at <= now;
  const phase: ConclavePhase = electedEvent ? "elected" : begun ? "conclave" : "sede-vacante";
  return {
    phase,
    vacancy: { at: vacancyEvent.at, day: vacancyDay, cause: vacancyEvent.cause ?? "death", sourceUrl: vacancyEvent.sourceUrl },
    ...(startEvent
      ? { conclaveStart: { at: startEvent.at, sourceUrl: startEvent.sourceUrl } }
      : { startWindow: { earliest: addDays(vacancyDay, CONCLAVE_START_MIN_DAYS), latest: addDays(vacancyDay, CONCLAVE_START_MAX_DAYS) } }),
    ballots,
    ...(electedEvent
      ? { elected: { slug: electedEvent.slug ?? "", fullName: electedMember?.fullName ?? electedEvent.slug ?? "", papalName: electedEvent.papalName ?? "", at: electedEvent.at, sourceUrl: electedEvent.sourceUrl } }
      : {}),
    electors: { count: electors.length, majority: twoThirdsMajority(electors.length), asOf: vacancyDay },
    events: cycle,
  };
}

/** What the operator asks for; `at` defaults to now, except that a start must be given. */
export interface ConclaveCommandInput {
  type: ConclaveCommand;
  at?: string;
  sourceUrl: string;
  note?: string;
  cause?: VacancyCause;
  smoke?: Smoke;
  slug?: string;
  papalName?: string;
}

/** Why the current phase does not allow a command (answered 409), or null when it does. */
export function refusal(state: ConclaveState, input: ConclaveCommandInput, at: string, members: readonly ConclaveMember[]): string | null {
  const { phase } = state;
  switch (input.type) {
    case "vacancy":
      return phase === "sede-plena" ? null : "The See is already vacant: record the new pontificate before another vacancy.";
    case "conclave-start":
      if (phase === "sede-plena") return "The See is not vacant: record the vacancy before the conclave's start.";
      if (state.conclaveStart) return "The conclave's start is already recorded: undo it first to record another.";
      return state.vacancy && at < state.vacancy.at ? "The conclave cannot start before the See fell vacant." : null;
    case "ballot":
      if (phase === "sede-plena" || phase === "sede-vacante") return "No ballot before the conclave has begun: record its start first, or wait until the announced time.";
      if (phase === "elected") return "The pope is elected: no more ballots in this conclave.";
      return state.conclaveStart && at < state.conclaveStart.at ? "A smoke cannot be seen before the conclave began." : null;
    case "elected": {
      if (phase !== "conclave") return phase === "elected" ? "The election is already recorded: undo it first to correct it." : "Only a conclave that has begun can elect a pope.";
      const vacancyDay = state.vacancy?.day ?? "";
      const isElector = electorsOfVacancy(members, vacancyDay).some((m) => m.slug === input.slug);
      return isElector ? null : `${input.slug} is not an elector of this conclave (under 80 and a cardinal on ${vacancyDay}).`;
    }
    case "new-pontificate":
      return phase === "elected" ? null : "A new pontificate follows an election: record the election first.";
    case "undo":
      return state.events.length === 0 ? "There is nothing to undo: the last recorded pontificate's start cannot be undone here; correct the roster instead." : null;
  }
}
