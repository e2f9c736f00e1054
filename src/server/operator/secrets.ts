import { eq } from "drizzle-orm";
import type { Db } from "../../../db/open.ts";
import { meta } from "../../../db/schema.ts";
import { withRederivableWrites } from "../../../db/connection.ts";

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
  const stored = db.select().from(meta).where(eq(meta.key, "session_secret")).get();
  if (stored) return stored.value;
  const value = randomText(32, "hex");
  // Without waiting for the disk: a crash can lose the new secret only before any later commit (a vote, a
  // sign-in, a setting), which flushes it with itself; so nothing signed with a lost secret was ever kept,
  // and the next start makes another. A new site's first start is then one flush to disk shorter.
  withRederivableWrites(db.$client, () => db.insert(meta).values({ key: "session_secret", value }).onConflictDoNothing().run());
  return db.select().from(meta).where(eq(meta.key, "session_secret")).get()!.value;
}
