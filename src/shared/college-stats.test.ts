import { describe, expect, test } from "bun:test";
import { eightiethBirthday } from "./age.ts";
import {
  byCreatorAndRegion,
  electorsByRegion,
  electorsOn,
  isIsoDay,
  percentOneDecimal,
  under80AndElectorsSentence,
  turning80Timeline,
  twoThirdsMajority,
  youngestCardinals,
  type CollegeMember,
} from "./college-stats.ts";

const TODAY = "2026-01-30";

let next = 0;
function member(birthDate: string, over: Partial<CollegeMember> = {}): CollegeMember {
  next += 1;
  return { slug: `c-${next}`, fullName: `Cardinal ${next}`, birthDate, region: "Europe", createdBy: "Pope Francis", ...over };
}

describe("twoThirdsMajority", () => {
  test("rounds two-thirds up", () => {
    expect(twoThirdsMajority(133)).toBe(89);
    expect(twoThirdsMajority(135)).toBe(90);
    expect(twoThirdsMajority(120)).toBe(80);
    expect(twoThirdsMajority(115)).toBe(77);
    expect(twoThirdsMajority(1)).toBe(1);
    expect(twoThirdsMajority(0)).toBe(0);
  });
});

describe("youngestCardinals", () => {
  const a = member("1980-02-13", { fullName: "Youngest" });
  const b = member("1974-06-07");
  const c = member("1973-12-12");
  const d = member("1973-08-11");
  const e = member("1972-01-31", { fullName: "Fifth" });
  const f = member("1971-06-30");
  const noAge = member("", { fullName: "No birth date" });
  const old = member("1950-01-01");

  test("the five youngest with an age, youngest first, with their age today", () => {
    const five = youngestCardinals([old, f, noAge, e, d, c, b, a], TODAY);
    expect(five.map((x) => x.cardinal.slug)).toEqual([a, b, c, d, e].map((x) => x.slug));
    // 31 January is tomorrow: the fifth is still 53 today.
    expect(five.map((x) => x.age)).toEqual([45, 51, 52, 52, 53]);
  });

  test("keeps only those under the given age, so there may be fewer than five", () => {
    const under70 = youngestCardinals([old, a, member("1956-01-30"), member("1956-01-31")], TODAY, { under: 70 });
    expect(under70.map((x) => x.age)).toEqual([45, 69]);
  });
});

describe("electorsOn", () => {
  const turns80Tomorrow = member("1946-01-31");
  const turned80Today = member("1946-01-30");
  const young = member("1960-05-05");

  test("counts those who had not turned 80 before the day; an 80th birthday on the day itself still votes", () => {
    expect(electorsOn([turns80Tomorrow, turned80Today, young], TODAY)).toEqual([turns80Tomorrow, turned80Today, young]);
    expect(electorsOn([turns80Tomorrow, turned80Today, young], "2026-01-31")).toEqual([turns80Tomorrow, young]);
    expect(electorsOn([turns80Tomorrow, turned80Today, young], "2026-02-01")).toEqual([young]);
    expect(electorsOn([turns80Tomorrow, turned80Today, young], "2040-05-05")).toEqual([young]);
    expect(electorsOn([turns80Tomorrow, turned80Today, young], "2040-05-06")).toEqual([]);
  });

  test("leaves out a cardinal who renounced the rights of the cardinalate or died, from that day on", () => {
    const renounced = member("1960-01-01", { renunciationDate: "2026-02-10" });
    const died = member("1960-01-01", { deathDate: "2026-03-01" });
    expect(electorsOn([renounced, died, young], TODAY)).toEqual([renounced, died, young]);
    expect(electorsOn([renounced, died, young], "2026-02-10")).toEqual([died, young]);
    expect(electorsOn([renounced, died, young], "2026-03-01")).toEqual([young]);
  });

  test("ignores records without a usable birth date", () => {
    expect(electorsOn([member(""), member("1960-13-40")], TODAY)).toEqual([]);
  });
});

describe("electorsByRegion", () => {
  test("one entry per region of electors, largest first, percentages to one decimal", () => {
    const college = [
      member("1960-01-01", { region: "Asia" }),
      member("1960-01-01", { region: "Europe" }),
      member("1960-01-01", { region: "Europe" }),
      member("1940-01-01", { region: "Europe" }), // over 80: not an elector
      member("1940-01-01", { region: "Oceania" }), // the only Oceanian is over 80: region left out
      member("1960-01-01", { region: "" }), // Unknown: left out, but counted among the electors
    ];
    expect(electorsByRegion(college, TODAY)).toEqual([
      { region: "Europe", count: 2, percent: 50 },
      { region: "Asia", count: 1, percent: 25 },
    ]);
  });

  test("ties follow the usual order of regions; shares of three round to one decimal", () => {
    const college = ["Africa", "Americas", "Europe"].map((region) => member("1970-01-01", { region }));
    expect(electorsByRegion(college, TODAY)).toEqual([
      { region: "Europe", count: 1, percent: 33.3 },
      { region: "Americas", count: 1, percent: 33.3 },
      { region: "Africa", count: 1, percent: 33.3 },
    ]);
    expect(percentOneDecimal(2, 3)).toBe(66.7);
    expect(percentOneDecimal(0, 0)).toBe(0);
  });
});

describe("turning80Timeline", () => {
  const lastDayOfJanuary = member("1946-01-31", { fullName: "A" });
  const march = member("1946-03-15", { fullName: "B" });
  const leapDay = member("1948-02-29", { fullName: "Leap" });
  const lateDecember = member("1947-12-31", { fullName: "C" });
  const alreadyOver = member("1940-06-01");
  const young = [1, 2, 3].map(() => member("1970-01-01"));
  const college = [lastDayOfJanuary, march, leapDay, lateDecember, alreadyOver, ...young];

  test("24 months from the current one, each with who turns 80 and the electors at month end", () => {
    const timeline = turning80Timeline(college, TODAY);
    expect(timeline).toHaveLength(24);
    // Turning 80 on the last day of January, he would still vote if the See fell vacant that day.
    expect(timeline[0]).toMatchObject({ month: "2026-01", electorsAtMonthEnd: 7 });
    expect(timeline[0]!.turning80).toEqual([{ cardinal: lastDayOfJanuary, date: "2026-01-31" }]);
    expect(timeline[1]).toMatchObject({ month: "2026-02", turning80: [], electorsAtMonthEnd: 6 });
    expect(timeline[2]!.turning80.map((t) => t.cardinal)).toEqual([march]);
    expect(timeline[2]!.electorsAtMonthEnd).toBe(5);
    expect(timeline[23]!.month).toBe("2027-12");
    expect(timeline[23]!.turning80).toEqual([{ cardinal: lateDecember, date: "2027-12-31" }]);
    // The three young ones, the leap-day cardinal (80 in 2028) and the one turning 80 on 31 December itself.
    expect(timeline[23]!.electorsAtMonthEnd).toBe(5);
  });

  test("the 80th birthday is the first day on which the age reads 80", () => {
    expect(eightiethBirthday("1946-01-31")).toBe("2026-01-31");
    expect(eightiethBirthday("1948-02-29")).toBe("2028-02-29");
    // 1900 was no leap year: a 29 February birthday is reached on 1 March.
    expect(eightiethBirthday("1820-02-29")).toBe("1900-03-01");
    const bornOnLeapDay = member("1948-02-29");
    const timeline = turning80Timeline([bornOnLeapDay], "2027-12-10", 4);
    expect(timeline.map((m) => m.turning80.length)).toEqual([0, 0, 1, 0]);
    // 29 February 2028 is the month's last day: he still votes on it, and not from 1 March.
    expect(timeline.map((m) => m.electorsAtMonthEnd)).toEqual([1, 1, 1, 0]);
  });

  test("the elector count falls by exactly those who turn 80, and the limit of 120 is measured", () => {
    const birthdays = ["1946-02-15", "1946-03-15", "1946-06-15", "1946-12-15", "1947-01-15", "1947-05-15"];
    const big = Array.from({ length: 125 }, (_, i) => member(birthdays[i % birthdays.length]!));
    const timeline = turning80Timeline(big, TODAY);
    let electors = electorsOn(big, TODAY).length;
    expect(electors).toBe(125);
    for (const month of timeline) {
      electors -= month.turning80.length;
      expect(month.electorsAtMonthEnd).toBe(electors);
      expect(month.aboveLimit).toBe(Math.max(0, electors - 120));
    }
    expect(timeline[0]!.aboveLimit).toBe(5);
    // 21 turn 80 in February 2026 (every sixth of 125, starting with the first).
    expect(timeline[1]!.turning80).toHaveLength(21);
    expect(timeline[1]!.electorsAtMonthEnd).toBe(104);
    expect(timeline[1]!.aboveLimit).toBe(0);
  });
});

describe("byCreatorAndRegion", () => {
  test("electors and all cardinals per creating pope and region, with totals", () => {
    const college = [
      member("1960-01-01", { createdBy: "Pope Francis", region: "Asia" }),
      member("1940-01-01", { createdBy: "Pope Francis", region: "Asia" }),
      member("1960-01-01", { createdBy: "Pope Benedict XVI", region: "Europe" }),
      member("1940-01-01", { createdBy: "Pope John Paul II", region: "Europe" }),
      member("1960-01-01", { createdBy: null, region: "" }),
    ];
    const table = byCreatorAndRegion(college, TODAY);
    expect(table.regions).toEqual(["Europe", "Asia", "Unknown"]);
    expect(table.rows.map((r) => r.createdBy)).toEqual(["Pope Francis", "Pope Benedict XVI", "Pope John Paul II", "Unknown"]);
    expect(table.rows[0]!.cells).toEqual([{ electors: 0, all: 0 }, { electors: 1, all: 2 }, { electors: 0, all: 0 }]);
    expect(table.rows[0]!.total).toEqual({ electors: 1, all: 2 });
    expect(table.rows[2]!.total).toEqual({ electors: 0, all: 1 });
    expect(table.totals).toEqual([{ electors: 1, all: 2 }, { electors: 1, all: 2 }, { electors: 1, all: 1 }]);
    expect(table.total).toEqual({ electors: 3, all: 5 });
  });
});

test("isIsoDay accepts only real calendar days", () => {
  expect(isIsoDay("2026-02-28")).toBe(true);
  expect(isIsoDay("2028-02-29")).toBe(true);
  expect(isIsoDay("2026-02-29")).toBe(false);
  expect(isIsoDay("2026-2-1")).toBe(false);
  expect(isIsoDay("")).toBe(false);
  expect(isIsoDay(null)).toBe(false);
});

test("isIsoDay and eightiethBirthday, worked out without a Date, agree with a Date's reading on every day 1800-2100 and on the impossible ones", () => {
  const pad = (n: number, w: number) => String(n).padStart(w, "0");
  const byDate = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  const eightiethByDate = (birth: string) => {
    const [y, m, d] = birth.split("-").map(Number) as [number, number, number];
    return new Date(Date.UTC(y + 80, m - 1, d)).toISOString().slice(0, 10);
  };
  let days = 0;
  for (let y = 1800; y <= 2100; y++) {
    for (let m = 0; m <= 13; m++) {
      for (let d = 0; d <= 32; d++) {
        const value = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
        const real = m >= 1 && m <= 12 && d >= 1 && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) && byDate(value);
        expect(isIsoDay(value)).toBe(real);
        if (real) {
          days += 1;
          expect(eightiethBirthday(value)).toBe(eightiethByDate(value));
        }
      }
    }
  }
  expect(days).toBe(109938);
});

test("under 80 and electors: the difference is said, with who renounced and when", () => {
  const member = (fullName: string, birthDate: string, extra: Partial<CollegeMember> = {}): CollegeMember =>
    ({ slug: fullName.toLowerCase().replace(/ /g, "-"), fullName, birthDate, region: "Europe", createdBy: "Pope Francis", createdCardinal: "2015-01-01", ...extra }) as CollegeMember;
  const college = [
    member("Giovanni Angelo Becciu", "1948-06-02", { renunciationDate: "2020-09-24" }),
    member("Young Elector", "1960-01-01"),
  ];
  expect(under80AndElectorsSentence(college, "2026-11-23")).toBe(
    "2 cardinals are under 80 but 1 is an elector: Giovanni Angelo Becciu renounced the rights of the cardinalate on 24 September 2020, so he keeps the title of cardinal but may not vote in a conclave.",
  );
  expect(under80AndElectorsSentence([member("Young Elector", "1960-01-01")], "2026-11-23")).toBeNull();
});
