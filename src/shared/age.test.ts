import { expect, test } from "bun:test";
import { eightiethBirthday, isElectorOn, isLivingMemberOn } from "./age.ts";

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
