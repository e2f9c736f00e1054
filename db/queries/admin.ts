import { eq, lt } from "drizzle-orm";
import type { Db } from "../open.ts";
import { WRITE_TRANSACTION } from "../connection.ts";
import { adminSessions, auditLog, meta } from "../schema.ts";

const hashToken = (token: string) => new Bun.CryptoHasher("sha256").update(token).digest("hex");

export function storedPasswordHash(db: Db): string | null {
  return db.select().from(meta).where(eq(meta.key, "admin_password_hash")).get()?.value ?? null;
}

export function storePasswordHash(db: Db, hash: string, at: string): void {
  db.transaction((tx) => {
    tx.insert(meta).values({ key: "admin_password_hash", value: hash }).onConflictDoUpdate({ target: meta.key, set: { value: hash } }).run();
    // A new password ends every session signed in with the old one.
    tx.delete(adminSessions).run();
    tx.insert(auditLog).values({ at, action: "admin:set-password", oldValue: null, newValue: null }).run();
  }, WRITE_TRANSACTION);
}

export function createSession(db: Db, token: string, now: Date, ttlMs: number): void {
  db.delete(adminSessions).where(lt(adminSessions.expiresAt, now.toISOString())).run();
  db.insert(adminSessions).values({
    tokenHash: hashToken(token), createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
  }).run();
}

export function sessionIsValid(db: Db, token: string, now: Date): boolean {
  const row = db.select().from(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token))).get();
  return row !== undefined && row.expiresAt > now.toISOString();
}

export function deleteSession(db: Db, token: string): void {
  db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token))).run();
}

export function recordAudit(db: Db, action: string, at: string): void {
  db.insert(auditLog).values({ at, action, oldValue: null, newValue: null }).run();
}
