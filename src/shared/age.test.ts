import { expect, test } from "bun:test";
import { eightiethBirthday, isCardinalOn, isElectorOn, isLivingMemberOn, statusOn, timeBetweenInWords } from "./age.ts";

test("a cardinal whose 80th birthday is the day the See falls vacant still votes; the day after he does not", () => {
  const c = { birthDate: "1946-11-23" };
  expect(eightiethBirthday(c.birthDate)).toBe("2026-11-23");
  expect(isElectorOn(c, "2026-11-22")).toBe(true);
  expect(isElectorOn(c, "2026-11-23")).toBe(true);
  expect(isElectorOn(c, "2026-11-24")).toBe(false);
});

test("born on 29 February: the 80th birthday is 29 February in a leap year, 1 March otherwise", () => {
  expect(isElectorOn({ birthDate: "1948-02-29" }, "2028-02-29")).toBe(true);
  expect(isElectorOn({ birthDate: "1948-02-29" }, "2028-03-01")).toBe(false);
  expect(isElectorOn({ birthDate: "1820-02-29" }, "1900-03-01")).toBe(true);
  expect(isElectorOn({ birthDate: "1820-02-29" }, "1900-03-02")).toBe(false);
});

test("a renunciation of the rights of the cardinalate ends elector status at any age, from its day", () => {
  const c = { birthDate: "1948-06-02", renunciationDate: "2020-09-24" };
  expect(isElectorOn(c, "2020-09-23")).toBe(true);
  expect(isElectorOn(c, "2020-09-24")).toBe(false);
  expect(isElectorOn(c, "2026-11-23")).toBe(false);
  expect(isLivingMemberOn(c, "2026-11-23")).toBe(false);
});

test("a cardinal who died is no elector from the day of his death", () => {
  const c = { birthDate: "1960-01-01", deathDate: "2026-05-01", renunciationDate: null };
  expect(isElectorOn(c, "2026-04-30")).toBe(true);
  expect(isElectorOn(c, "2026-05-01")).toBe(false);
});

test("the pope is no elector: he was a cardinal elector until his election, and is the pope from that day", () => {
  const pope = { slug: "robert-francis-prevost", status: "pope", birthDate: "1955-09-14", createdCardinal: "2023-09-30" };
  // The See fell vacant on 21 April 2025; he was elected on 8 May 2025 (content/conclaves.json).
  expect(statusOn(pope, "2025-04-21")).toBe("cardinal");
  expect(isElectorOn(pope, "2025-04-21")).toBe(true);
  expect(statusOn(pope, "2025-05-07")).toBe("cardinal");
  expect(statusOn(pope, "2025-05-08")).toBe("pope");
  expect(isElectorOn(pope, "2025-05-08")).toBe(false);
  expect(isElectorOn(pope, "2026-11-24")).toBe(false);
});

test("a pope whose election the site does not record is the pope on every day", () => {
  const pope = { slug: "someone-else", status: "pope", birthDate: "1960-01-01" };
  expect(statusOn(pope, "2000-01-01")).toBe("pope");
  expect(isElectorOn(pope, "2000-01-01")).toBe(false);
});

test("no one is an elector, or a cardinal, before the day he was created", () => {
  const c = { birthDate: "1960-01-01", createdCardinal: "2024-12-07" };
  expect(isCardinalOn(c, "2024-12-06")).toBe(false);
  expect(isElectorOn(c, "2024-12-06")).toBe(false);
  expect(isCardinalOn(c, "2024-12-07")).toBe(true);
  expect(isElectorOn(c, "2024-12-07")).toBe(true);
});

test("one status vocabulary: a renunciation leaves a cardinal; a death outranks everything", () => {
  const becciu = { birthDate: "1948-06-02", renunciationDate: "2020-09-24", createdCardinal: "2018-06-28" };
  expect(statusOn(becciu, "2026-11-24")).toBe("cardinal");
  expect(isCardinalOn(becciu, "2026-11-24")).toBe(true);
  expect(isElectorOn(becciu, "2026-11-24")).toBe(false);
  const died = { birthDate: "1940-01-01", deathDate: "2026-03-01", status: "pope", slug: "robert-francis-prevost" };
  expect(statusOn(died, "2026-02-28")).toBe("pope");
  expect(statusOn(died, "2026-03-01")).toBe("deceased");
});

test("time between two days in words, counted in whole months", () => {
  expect(timeBetweenInWords("2025-05-08", "2026-11-27")).toBe("1 year and 6 months");
  expect(timeBetweenInWords("2025-05-08", "2026-11-07")).toBe("1 year and 5 months");
  expect(timeBetweenInWords("2025-05-08", "2026-05-08")).toBe("1 year");
  expect(timeBetweenInWords("2025-05-08", "2025-06-08")).toBe("1 month");
  expect(timeBetweenInWords("2025-05-08", "2025-05-30")).toBe("less than a month");
});
