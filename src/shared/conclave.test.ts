import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rosterFile } from "./roster.ts";
import { conclaveState, electorsOfVacancy, refusal, romeDay, twoThirdsMajority, type ConclaveCommandInput, type ConclaveEvent, type ConclaveMember } from "./conclave.ts";

const roster = rosterFile.parse(JSON.parse(readFileSync(join(import.meta.dir, "../../content/roster.json"), "utf8")));
const members: ConclaveMember[] = roster.members.map((m) => ({
  slug: m.slug, fullName: m.name, status: m.status, birthDate: m.born, createdCardinal: m.created, deathDate: m.died ?? null, renunciationDate: m.renounced ?? null,
}));
const SOURCE = "https://www.vatican.va/";

let nextId = 1;
const event = (e: Omit<ConclaveEvent, "id" | "sourceUrl" | "note">): ConclaveEvent => ({ id: nextId++, sourceUrl: SOURCE, note: null, ...e });
const vacancy = event({ type: "vacancy", at: "2026-11-01T10:00:00Z", cause: "death" });
const start = event({ type: "conclave-start", at: "2026-11-17T15:30:00Z" });

describe("the electorate of a conclave", () => {
  test("a vacancy on 2026-11-01 gives 117 electors and a majority of 78", () => {
    const state = conclaveState([vacancy], members, "2026-11-02T08:00:00Z");
    expect(state.electors).toEqual({ count: 117, majority: 78, asOf: "2026-11-01" });
  });

  test("is frozen on the vacancy day: an elector who turns 80 during the vacancy still votes", () => {
    const eighty = (m: ConclaveMember) => `${Number(m.birthDate.slice(0, 4)) + 80}${m.birthDate.slice(4)}`;
    const [first] = electorsOfVacancy(members, "2026-11-01").sort((a, b) => eighty(a).localeCompare(eighty(b)));
    const later = "2027-12-31";
    expect(eighty(first!) < later).toBe(true);
    expect(electorsOfVacancy(members, later).some((m) => m.slug === first!.slug)).toBe(false);
    expect(conclaveState([vacancy], members, `${later}T12:00:00Z`).electors).toEqual({ count: 117, majority: 78, asOf: "2026-11-01" });
  });

  test("leaves out the pope, the deceased and those who renounced, and those created after the vacancy", () => {
    const electors = electorsOfVacancy(members, "2026-11-01");
    expect(electors.some((m) => m.status === "pope")).toBe(false);
    const young = { slug: "x", fullName: "X", status: "cardinal", birthDate: "1970-01-01" };
    expect(electorsOfVacancy([{ ...young, deathDate: "2026-10-31" }], "2026-11-01")).toEqual([]);
    expect(electorsOfVacancy([{ ...young, renunciationDate: "2020-09-24" }], "2026-11-01")).toEqual([]);
    expect(electorsOfVacancy([{ ...young, createdCardinal: "2026-11-02" }], "2026-11-01")).toEqual([]);
    expect(electorsOfVacancy([{ ...young, createdCardinal: "2026-11-01" }], "2026-11-01")).toHaveLength(1);
  });

  test("two thirds, rounded up", () => {
    expect([117, 120, 133, 115].map(twoThirdsMajority)).toEqual([78, 80, 89, 77]);
  });
});

describe("the phases", () => {
  test("normal times: sede plena with today's electors", () => {
    const state = conclaveState([], members, "2026-11-24T12:00:00Z");
    expect(state.phase).toBe("sede-plena");
    expect(state.events).toEqual([]);
    expect(state.electors.asOf).toBe("2026-11-24");
  });

  test("a vacancy shows the start window the rules allow until a start is announced", () => {
    const state = conclaveState([vacancy], members, "2026-11-02T08:00:00Z");
    expect(state.phase).toBe("sede-vacante");
    expect(state.startWindow).toEqual({ earliest: "2026-11-16", latest: "2026-11-21" });
    expect(conclaveState([vacancy, start], members, "2026-11-02T08:00:00Z").startWindow).toBeUndefined();
  });

  test("an announced start keeps the See vacant until its hour, then the conclave is on", () => {
    expect(conclaveState([vacancy, start], members, "2026-11-17T15:29:59Z").phase).toBe("sede-vacante");
    expect(conclaveState([vacancy, start], members, "2026-11-17T15:30:00Z").phase).toBe("conclave");
  });

  test("smokes are numbered in total and by day of the conclave, in Rome's calendar", () => {
    const smokes = [
      event({ type: "ballot", at: "2026-11-17T18:00:00Z", smoke: "black" }),
      event({ type: "ballot", at: "2026-11-18T09:50:00Z", smoke: "black" }),
      event({ type: "ballot", at: "2026-11-18T23:30:00Z", smoke: "black" }), // 00:30 on the 19th in Rome
      event({ type: "ballot", at: "2026-11-19T16:05:00Z", smoke: "white" }),
    ];
    const state = conclaveState([vacancy, start, ...smokes], members, "2026-11-19T16:10:00Z");
    expect(state.ballots.map(({ n, day, smoke }) => ({ n, day, smoke }))).toEqual([
      { n: 1, day: 1, smoke: "black" }, { n: 2, day: 2, smoke: "black" }, { n: 3, day: 3, smoke: "black" }, { n: 4, day: 3, smoke: "white" },
    ]);
    expect(state.phase).toBe("conclave");
  });

  test("an election, then a new pontificate, closes the cycle", () => {
    const elector = electorsOfVacancy(members, "2026-11-01")[0]!;
    const elected = event({ type: "elected", at: "2026-11-19T17:00:00Z", slug: elector.slug, papalName: "Gregory XVII" });
    const state = conclaveState([vacancy, start, elected], members, "2026-11-19T17:01:00Z");
    expect(state.phase).toBe("elected");
    expect(state.elected).toMatchObject({ slug: elector.slug, fullName: elector.fullName, papalName: "Gregory XVII" });
    const after = conclaveState([vacancy, start, elected, event({ type: "new-pontificate", at: "2026-11-20T09:00:00Z" })], members, "2026-11-21T00:00:00Z");
    expect(after.phase).toBe("sede-plena");
    expect(after.events).toEqual([]);
  });
});

describe("what each phase refuses", () => {
  const ask = (events: ConclaveEvent[], input: Omit<ConclaveCommandInput, "sourceUrl">, at = "2026-11-18T10:00:00Z") =>
    refusal(conclaveState(events, members, at), { sourceUrl: SOURCE, ...input }, at, members);

  test("a second vacancy, and anything but a vacancy in normal times", () => {
    expect(ask([], { type: "vacancy", cause: "death" })).toBeNull();
    expect(ask([vacancy], { type: "vacancy", cause: "death" })).toMatch(/already vacant/);
    for (const type of ["conclave-start", "ballot", "elected", "new-pontificate", "undo"] as const) expect(ask([], { type, smoke: "black" })).not.toBeNull();
  });

  test("a ballot before the conclave begins, even when its start is announced", () => {
    expect(ask([vacancy], { type: "ballot", smoke: "black" })).toMatch(/before the conclave/);
    expect(ask([vacancy, start], { type: "ballot", smoke: "black" }, "2026-11-17T10:00:00Z")).toMatch(/before the conclave/);
    expect(ask([vacancy, start], { type: "ballot", smoke: "black" })).toBeNull();
  });

  test("a conclave may start before the fifteenth day when the operator records it, never before the vacancy", () => {
    expect(romeDay("2026-11-05T09:00:00Z")).toBe("2026-11-05");
    expect(ask([vacancy], { type: "conclave-start" }, "2026-11-05T09:00:00Z")).toBeNull();
    expect(ask([vacancy], { type: "conclave-start" }, "2026-10-30T09:00:00Z")).toMatch(/before the See fell vacant/);
  });

  test("an election only of an elector of this conclave, and only once", () => {
    const [elector] = electorsOfVacancy(members, "2026-11-01");
    const over80 = members.find((m) => m.status === "cardinal" && !electorsOfVacancy(members, "2026-11-01").includes(m))!;
    expect(ask([vacancy, start], { type: "elected", slug: elector!.slug, papalName: "Pius XIII" })).toBeNull();
    expect(ask([vacancy, start], { type: "elected", slug: over80.slug, papalName: "Pius XIII" })).toMatch(/not an elector of this conclave/);
    expect(ask([vacancy, start], { type: "elected", slug: "robert-francis-prevost", papalName: "Pius XIII" })).toMatch(/not an elector/);
    const elected = event({ type: "elected", at: "2026-11-18T09:00:00Z", slug: elector!.slug, papalName: "Pius XIII" });
    expect(ask([vacancy, start, elected], { type: "elected", slug: elector!.slug, papalName: "Pius XIII" })).toMatch(/already recorded/);
    expect(ask([vacancy, start, elected], { type: "ballot", smoke: "white" })).toMatch(/no more ballots/);
  });

  test("undo takes back the last event, one at a time, never a new pontificate", () => {
    const black = event({ type: "ballot", at: "2026-11-18T09:00:00Z", smoke: "black" });
    const white = event({ type: "ballot", at: "2026-11-18T11:00:00Z", smoke: "white" });
    const undo = () => ({ ...event({ type: "vacancy", at: "2026-11-18T11:01:00Z" }), type: "undo" as const });
    const state = conclaveState([vacancy, start, black, white, undo()], members, "2026-11-18T11:02:00Z");
    expect(state.ballots.map((b) => b.smoke)).toEqual(["black"]);
    expect(conclaveState([vacancy, start, black, white, undo(), undo(), undo()], members, "2026-11-18T11:02:00Z").phase).toBe("sede-vacante");
    const done = event({ type: "new-pontificate", at: "2026-11-20T09:00:00Z" });
    expect(conclaveState([vacancy, done, undo()], members, "2026-11-21T00:00:00Z").phase).toBe("sede-plena");
  });

  test("undo needs an event of the open vacancy", () => {
    expect(ask([vacancy], { type: "undo" })).toBeNull();
    expect(ask([vacancy, start, event({ type: "new-pontificate", at: "2026-11-20T09:00:00Z" })], { type: "undo" })).toMatch(/nothing to undo/);
  });
});
