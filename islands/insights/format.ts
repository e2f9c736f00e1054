import { dateFormat } from "../../src/shared/date-format.ts";

const MONTH = dateFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const SHORT_MONTH = dateFormat("en-GB", { month: "short", timeZone: "UTC" });
const DAY_MONTH = dateFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

const utc = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso.slice(0, 10)}T00:00:00Z`);

/** "2026-03" → "March 2026" */
export const monthName = (month: string) => MONTH(utc(month));
/** "2026-03" → "Mar" */
export const shortMonth = (month: string) => SHORT_MONTH(utc(month));
/** "2026-03-15" → "15 Mar 2026" */
export const shortDate = (day: string) => DAY_MONTH(utc(day));
/** 39.3 → "39.3%", 50 → "50.0%": always one decimal. */
export const percentText = (percent: number) => `${percent.toFixed(1)}%`;
/** 1 → "1 cardinal", 2 → "2 cardinals" */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
