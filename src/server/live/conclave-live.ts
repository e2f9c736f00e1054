/**
 * Conclave mode on the server: records the operator's events (each one
 * transaction with its audit and change-log rows), answers the current state,
 * and pushes every new state to the open pages. Another process sharing the
 * database file is noticed by SQLite's data_version and its events pushed too;
 * a conclave's announced start is pushed when its hour comes.
 */
import type { Db } from "../../../db/open.ts";
import { WRITE_TRANSACTION } from "../../../db/connection.ts";
import { appendConclaveEntry, readConclaveLog, type PublicSummary } from "../../../db/queries/conclave.ts";
import { RosterError, editCardinalIn } from "../../../db/queries/roster-edits.ts";
import { cardinals } from "../../../db/schema.ts";
import type { Tx } from "../../../db/roster-row.ts";
import { and, eq, isNull, ne } from "drizzle-orm";
import { atMostEvery, externalWriteCheck } from "../db-change-watch.ts";
import { boundedMemo } from "../http/bounded-memo.ts";
import { logError } from "../http/http-errors.ts";
import {
  CONCLAVE_PHASES, conclaveState, refusal, romeDay, standingEvents,
  type ConclaveCommandInput, type ConclaveEvent, type ConclaveLogEntry, type ConclaveMember, type ConclaveState,
} from "../../shared/conclave.ts";
import type { StreamFrame } from "./event-stream.ts";
import type { FramePublisher } from "./grip.ts";

/** An event may be dated a little ahead of the server's clock (the operator's clock may run fast), not more. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

export type RecordOutcome =
  | { ok: true; state: ConclaveState }
  | { ok: false; status: 400 | 409; error: string; field?: string };

export interface ConclaveLiveOptions {
  db: Db;
  /**
   * The roster as it stands (read per call, so an edit or a new cardinal counts at once). The same array
   * while the roster is unchanged, so the state is not folded again for nothing.
   */
  members: () => readonly ConclaveMember[];
  /** Where each new state goes: the process's own streams, and Pushpin when it holds them. */
  publishers: readonly FramePublisher[];
  now?: () => Date;
  /** How often other writers and the announced start are checked (milliseconds). */
  checkEveryMs?: number;
  /** Called after an event is committed (pages that show the state are cached). */
  onChange?: () => void;
  /** Another process's events are looked for at most this often (milliseconds; 0: on every read). */
  externalWritesEveryMs?: number;
}

/** Rome's day changes on a minute's boundary: formatting it once a minute spares a time-zone format per read. */
const romeDayByMinute = boundedMemo(64, (minute: string) => romeDay(`${minute}:00Z`));
const romeDayOf = (instant: string) => romeDayByMinute(instant.slice(0, 16));

/** The end of a fold's minute, or the announced start when it comes first (the phase moves then). */
const untilStart = (until: number, startAt: string | undefined, begun: boolean) =>
  startAt !== undefined && !begun ? Math.min(until, Date.parse(startAt)) : until;

export class ConclaveLive {
  /** The event log, read by the first request that needs the state rather than when the server is made (a query every start made before its first answer). */
  private loaded: ConclaveLogEntry[] | null = null;
  private get log(): ConclaveLogEntry[] {
    return (this.loaded ??= readConclaveLog(this.options.db));
  }
  private set log(entries: ConclaveLogEntry[]) {
    this.loaded = entries;
  }
  private readonly writtenElsewhere: () => boolean;
  private readonly now: () => Date;
  private readonly timer: ReturnType<typeof setInterval>;
  /** The last fold and its inputs; it holds for any clock reading from `from` until before `until`. */
  private memo: { log: readonly ConclaveLogEntry[]; members: readonly ConclaveMember[]; day: string; startAt: string | undefined; begun: boolean; state: ConclaveState; from: number; until: number } | null = null;

  constructor(private readonly options: ConclaveLiveOptions) {
    this.now = options.now ?? (() => new Date());
    this.writtenElsewhere = atMostEvery(options.externalWritesEveryMs ?? 0, externalWriteCheck(options.db));
    // Only while someone listens: a server with no open page does no work for conclave mode.
    this.timer = setInterval(() => {
      if (!options.publishers.some((p) => p.listening)) return;
      try {
        this.publish();
      } catch (err) {
        // The database is gone (a server stopping): stop checking rather than fail every tick.
        logError("conclave state could not be read; live updates stop", err);
        this.close();
      }
    }, options.checkEveryMs ?? 250);
    this.timer.unref?.();
  }

  /** The state now, after any event another process recorded. */
  state(): ConclaveState {
    if (this.writtenElsewhere()) this.log = readConclaveLog(this.options.db);
    const members = this.options.members();
    const at = this.now();
    const ms = at.getTime();
    // The memo when the fold's inputs other than the clock (the log, the roster) are the ones it was made from.
    const m = this.memo?.log === this.log && this.memo.members === members ? this.memo : null;
    // Every page and every poll reads the state: within the same minute nothing of the clock's can have
    // changed it, and writing the time out for the checks below was a tenth of a cached page's cost.
    if (m && ms >= m.from && ms < m.until) return m.state;
    const now = at.toISOString();
    const day = romeDayOf(now);
    const minute = { from: ms - (ms % 60_000), until: ms - (ms % 60_000) + 60_000 };
    // Otherwise it is folded again only when an input of the fold changed (the log, the roster, Rome's day,
    // or the announced start's hour having come).
    if (m && m.day === day && m.begun === (m.startAt !== undefined && m.startAt <= now)) {
      this.memo = { ...m, ...minute, until: untilStart(minute.until, m.startAt, m.begun) };
      return m.state;
    }
    const state = conclaveState(this.log, members, now);
    const startAt = state.conclaveStart?.at;
    const begun = startAt !== undefined && startAt <= now;
    this.memo = { log: this.log, members, day, startAt, begun, state, ...minute, until: untilStart(minute.until, startAt, begun) };
    return state;
  }

  /** The frame every open page should have: its id grows with every event and with the phase a clock moves on. */
  frame(): StreamFrame & { data: ConclaveState } {
    const data = this.state();
    const lastId = this.log.at(-1)?.id ?? 0;
    return { id: lastId * CONCLAVE_PHASES.length + CONCLAVE_PHASES.indexOf(data.phase), data };
  }

  publish(): void {
    const frame = this.frame();
    for (const p of this.options.publishers) p.publish(frame);
  }

  record(input: ConclaveCommandInput): RecordOutcome {
    const now = this.now();
    const at = input.at ?? now.toISOString();
    if (input.type !== "conclave-start" && Date.parse(at) > now.getTime() + FUTURE_TOLERANCE_MS) {
      return { ok: false, status: 400, error: "The time of an event cannot be in the future (only a conclave's announced start can).", field: "at" };
    }
    const members = this.options.members();
    const outcome = this.commit((tx): RecordOutcome => {
      // Read inside the transaction: two operators recording at once are judged one after the other.
      const log = readConclaveLog(tx);
      const before = conclaveState(log, members, now.toISOString());
      const refused = refusal(before, input, at, members);
      if (refused) return { ok: false, status: 409, error: refused };
      const entry = {
        type: input.type, at, sourceUrl: input.sourceUrl, note: input.note ?? null,
        ...(input.type === "vacancy" ? { cause: input.cause } : {}),
        ...(input.type === "ballot" ? { smoke: input.smoke } : {}),
        ...(input.type === "elected" ? { slug: input.slug, papalName: input.papalName } : {}),
      };
      appendConclaveEntry(tx, entry, summarize(entry, before, members), now);
      if (input.type === "new-pontificate") startPontificate(tx, before, { sourceUrl: input.sourceUrl, note: input.note, now });
      return { ok: true, state: before };
    });
    if (!outcome.ok) return outcome;
    this.log = readConclaveLog(this.options.db);
    this.options.onChange?.();
    this.publish();
    return { ok: true, state: this.state() };
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** One transaction; a roster change it makes that the roster refuses rolls it all back and is answered in words. */
  private commit(work: (tx: Tx) => RecordOutcome): RecordOutcome {
    try {
      return this.options.db.transaction(work, WRITE_TRANSACTION);
    } catch (err) {
      if (err instanceof RosterError) return { ok: false, status: 409, error: `The roster could not follow this event: ${err.message}.`, field: err.field };
      throw err;
    }
  }
}

/**
 * The roster follows the new pontificate, in the event's transaction: the
 * elected man becomes pope (and so leaves the electors and the College's
 * counts), and the pope whose See fell vacant is recorded as having died or
 * renounced on the day it fell vacant (a pope who renounced is then "pope
 * emeritus", see statusOn). Each change is in the public change log with the
 * event's source.
 */
function startPontificate(tx: Tx, state: ConclaveState, origin: { sourceUrl: string; note?: string; now: Date }): void {
  const elected = state.elected;
  const vacancy = state.vacancy;
  if (!elected || !vacancy) return;
  // The former pope: the one stored as pope with neither a death nor a renunciation recorded.
  const former = tx.select({ slug: cardinals.slug }).from(cardinals)
    .where(and(eq(cardinals.status, "pope"), isNull(cardinals.deathDate), isNull(cardinals.renunciationDate), ne(cardinals.slug, elected.slug))).all();
  for (const { slug } of former) {
    editCardinalIn(tx, slug, vacancy.cause === "renunciation" ? { renunciationDate: vacancy.day } : { deathDate: vacancy.day }, origin);
  }
  editCardinalIn(tx, elected.slug, { status: "pope", currentPosition: `Pope ${elected.papalName}` }, origin);
}

/** The line the public change log shows for an event. */
function summarize(entry: Omit<ConclaveLogEntry, "id">, before: ConclaveState, members: readonly ConclaveMember[]): PublicSummary {
  switch (entry.type) {
    case "vacancy":
      return { text: entry.cause === "renunciation" ? "The See of Rome is vacant: the pope renounced the office" : "The See of Rome is vacant: the pope has died" };
    case "conclave-start":
      return { text: `The conclave is to begin at ${entry.at}` };
    case "ballot": {
      const n = before.ballots.length + 1;
      return { text: `Smoke ${n}: ${entry.smoke}` };
    }
    case "elected": {
      const name = members.find((m) => m.slug === entry.slug)?.fullName ?? entry.slug ?? "";
      return { text: `Habemus Papam: ${name}, who took the name ${entry.papalName}`, slug: entry.slug, cardinalName: name };
    }
    case "new-pontificate":
      return { text: `The pontificate of ${before.elected?.papalName ?? "the new pope"} begins`, slug: before.elected?.slug, cardinalName: before.elected?.fullName };
    case "undo": {
      const undone: ConclaveEvent | undefined = standingEvents(before.events).at(-1);
      return { text: `Taken back: the last recorded event (${undone?.type ?? "none"}, ${undone?.at ?? ""})` };
    }
  }
}
