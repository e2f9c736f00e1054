import { openDb } from "../../../db/open.ts";
import { storePasswordHash } from "../../../db/queries/admin.ts";

const MIN_LENGTH = 12;

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stdout.write("New operator password (input is not hidden; or pipe it in): ");
  for await (const line of console) return line;
  return "";
}

/**
 * `cardinalis admin set-password [--db path]`: stores an Argon2id hash of a
 * new operator password in the database and signs every session out.
 */
export async function setPasswordCommand(dbPath: string): Promise<number> {
  const password = (await readPassword()).trim();
  if (password.length < MIN_LENGTH) {
    console.error(`The password must be at least ${MIN_LENGTH} characters.`);
    return 2;
  }
  const db = openDb(dbPath);
  storePasswordHash(db, await Bun.password.hash(password, { algorithm: "argon2id" }), new Date().toISOString());
  db.$client.close();
  console.log(`Operator password set in ${dbPath}. Sign in at /admin1190.`);
  return 0;
}
