import type { Db } from "../../../db/open.ts";
import { withRederivableWrites } from "../../../db/connection.ts";
import { newSessionSecret, SECRET_PLACEHOLDER } from "../../../db/seeded-image.ts";

/**
 * `bytes` random bytes as text. The global Web Crypto, not node:crypto: loading node:crypto (it
 * brings Node's streams) cost the executable's start tens of milliseconds.
 */
export function randomText(bytes: number, encoding: "hex" | "base64url"): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString(encoding);
}

/**
 * The key that signs visitor cookies and hashes IP addresses: SESSION_SECRET
 * when set, otherwise generated once and kept in the database, so restarts
 * keep every visitor's cookie valid.
 */
export function sessionSecret(db: Db, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  // Plain SQL: every start reads it before its first answer, and a first query through drizzle's builder cost milliseconds.
  const stored = () => db.$client.query<{ value: string }, []>("SELECT value FROM meta WHERE key = 'session_secret'").get()?.value;
  const found = stored();
  // A new database from the executable's image already has its own (written when the image was placed);
  // the image's placeholder itself is never a secret, should a copy of the image ever be opened as it is.
  if (found !== undefined && found !== SECRET_PLACEHOLDER) return found;
  const value = newSessionSecret();
  // Without waiting for the disk: a crash can lose the new secret only before any later commit (a vote, a
  // sign-in, a setting), which flushes it with itself; so nothing signed with a lost secret was ever kept,
  // and the next start makes another. A new site's first start is then one flush to disk shorter.
  withRederivableWrites(db.$client, () => db.$client.query(
    "INSERT INTO meta (key, value) VALUES ('session_secret', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE value = ?2",
  ).run(value, SECRET_PLACEHOLDER));
  return stored()!;
}
