import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../../db/open.ts";
import { loadContent } from "../../../db/content-loader.ts";
import { readContentFromDisk } from "../content-files.ts";
import { createApp, type AppDeps } from "../app.ts";

/** A real SQLite file in a fresh temporary folder, migrated and loaded with the real content. */
export function createTestDb() {
  const dir = mkdtempSync(join(tmpdir(), "conclave-test-"));
  const path = join(dir, "test.db");
  const db = openDb(path);
  const content = readContentFromDisk(process.cwd());
  const { asOf } = loadContent(db, content);
  return { db, path, dataAsOf: asOf, profiles: content.profiles, cleanup: () => { db.$client.close(); rmSync(dir, { recursive: true, force: true }); } };
}

export const TEST_ADMIN_PASSWORD = "correct horse battery staple";

/**
 * The app on a test database with "today" fixed, so ages in assertions never
 * drift. Tests speak for different addresses through X-Forwarded-For.
 */
export function createTestApp(today = "2026-01-30", overrides: Partial<AppDeps> = {}) {
  const t = createTestDb();
  const app = createApp({
    db: t.db, dataAsOf: t.dataAsOf, profiles: t.profiles, today: () => today,
    secret: "test-secret", adminPassword: TEST_ADMIN_PASSWORD, trustProxy: 1,
    // Tests of other features make many reads from one address; the limiter has its own test.
    publicReadLimit: { count: 0, windowMs: 60_000 },
    // A read right after a vote sees it; the recount's pace has its own test (votes.test.ts).
    resultsRecountMs: 0, ...overrides,
  });
  return { ...t, app };
}
