import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../db/open.ts";
import { describeStartupError } from "./startup-errors.ts";

const dir = mkdtempSync(join(tmpdir(), "conclave-startup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The error the server meets when it opens the database at `path`. */
function openError(path: string): unknown {
  try {
    openDb(path).$client.close();
  } catch (err) {
    return err;
  }
  throw new Error(`opening ${path} did not fail`);
}

test("--db pointing at a folder says it is a folder and suggests a file inside it, not that the folder is unwritable", () => {
  const sentence = describeStartupError(openError(dir), { db: dir, port: 3000, host: "0.0.0.0" });
  expect(sentence).toContain(`${dir} as its database: it is a folder`);
  expect(sentence).toContain(`--db ${join(dir, "conclave.db")}`);
  expect(sentence).not.toContain("not writable");
});
