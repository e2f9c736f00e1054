/**
 * The roster held in memory for the directory's reads. SQLite stays the
 * store of record; the 246 rows are read through the same mapping the API
 * has always used (`toCardinal`), so a column added to the table reaches
 * the answers without a change here. A snapshot is valid for one day (ages
 * roll over at midnight) and one roster version (bumped with every change).
 */
import type { Statement } from "bun:sqlite";
import type { Db } from "../../../db/open.ts";
import { cardinals } from "../../../db/schema.ts";
import { toCardinal } from "../../../db/queries/cardinals.ts";
import { electionDaysIn } from "../../../db/queries/conclave.ts";
import { rosterBumpsInThisProcess } from "../../../db/queries/roster-version.ts";
import { SORT_FIELDS, type SortField } from "../../shared/cardinals.ts";
import { WordIndex, comparator, toEntry, type RosterEntry } from "./roster-query.ts";

export interface RosterSnapshot {
  day: string;
  version: number;
  /** Every member (the pope included), by id. */
  entries: readonly RosterEntry[];
  bySlug: ReadonlyMap<string, RosterEntry>;
  /** The searchable words, for prefix search. */
  words: WordIndex;
  /** The entries in each sort order, made once per snapshot. */
  sorted(sortBy: SortField, order: "asc" | "desc"): readonly RosterEntry[];
}

function buildSnapshot(db: Db, day: string, version: number): RosterSnapshot {
  const rows = db.select().from(cardinals).orderBy(cardinals.id).all();
  const elected = electionDaysIn(db);
  const entries = rows.map((row) => toEntry(toCardinal(row, day, elected.get(row.slug) ?? null), row));
  const orders = new Map<string, RosterEntry[]>();
  for (const field of SORT_FIELDS) {
    for (const order of ["asc", "desc"] as const) orders.set(`${field} ${order}`, [...entries].sort(comparator(field, order)));
  }
  return {
    day, version, entries,
    bySlug: new Map(entries.map((e) => [e.cardinal.slug, e])),
    words: new WordIndex(entries),
    sorted: (sortBy, order) => orders.get(`${sortBy} ${order}`)!,
  };
}

export interface RosterIndexOptions {
  /**
   * How often, at most, the stored version is read to notice a change made by
   * another process (milliseconds). Changes made in this process are seen at
   * once: every roster change bumps the version through bumpRosterVersion.
   */
  recheckMs?: number;
  now?: () => number;
}

export class RosterIndex {
  private snapshot: RosterSnapshot | null = null;
  private readonly version: Statement<{ value: string }>;
  private readonly recheckMs: number;
  private readonly now: () => number;
  private nextCheck = 0;
  private bumpsSeen = -1;

  constructor(private readonly db: Db, private readonly today: () => string, options: RosterIndexOptions = {}) {
    this.version = db.$client.prepare("SELECT value FROM meta WHERE key = 'roster_version'");
    this.recheckMs = options.recheckMs ?? 100;
    this.now = options.now ?? Date.now;
  }

  /** The roster version as stored now (0 before the first load). */
  rosterVersion(): number {
    const row = this.version.get();
    return row ? Number(row.value) : 0;
  }

  /**
   * The snapshot for today and the stored roster version, rebuilt only when
   * either moved. Reading the version is the costliest part of a cached
   * answer, so it is read only after a change in this process or once the
   * recheck interval has passed.
   */
  current(): RosterSnapshot {
    const day = this.today();
    const s = this.snapshot;
    const bumps = rosterBumpsInThisProcess();
    const now = this.now();
    if (s && s.day === day && bumps === this.bumpsSeen && now < this.nextCheck) return s;
    this.bumpsSeen = bumps;
    this.nextCheck = now + this.recheckMs;
    const version = this.rosterVersion();
    if (s && s.day === day && s.version === version) return s;
    return (this.snapshot = buildSnapshot(this.db, day, version));
  }
}
