import { Hono } from "hono";
import { collegeOfficesQuery } from "../../shared/college-content.ts";
import { collegeOffices } from "../../../db/college-content.ts";
import { describeIssue, jsonError } from "../http/http-errors.ts";
import { PUBLIC_READ } from "../http/cache-policy.ts";
import type { CollegeReads } from "./college-reads.ts";

/** GET /api/college-offices: the offices that matter in a vacancy on a day, and who presides. */
export function collegeOfficeRoutes(reads: CollegeReads) {
  return new Hono().get("/", (c) => {
    const parsed = collegeOfficesQuery.safeParse(c.req.query());
    if (!parsed.success) {
      const { error, field } = describeIssue(parsed.error);
      return jsonError(c, 400, error, field);
    }
    const { date } = parsed.data;
    // The file names the holders as checked on its date; an earlier day may have had others.
    if (date && date < collegeOffices().asOf) {
      return jsonError(c, 400, `date must be on or after ${collegeOffices().asOf}, the day the office holders were last checked`, "date");
    }
    return c.json(reads.offices(date), 200, { "cache-control": PUBLIC_READ });
  });
}

/** GET /api/latin-names: today's electors with their given names as the protodeacon would announce them. */
export function latinNameRoutes(reads: CollegeReads) {
  return new Hono().get("/", (c) => c.json(reads.latinNames(), 200, { "cache-control": PUBLIC_READ }));
}
