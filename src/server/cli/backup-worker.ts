/**
 * Makes one scheduled backup on its own thread: VACUUM INTO and the integrity
 * check take a while on a large file, and the server's thread must keep
 * answering meanwhile.
 */
import { join } from "node:path";
import { mkdirSync } from "node:fs";
import { backupDatabase, pruneBackups, scheduledBackupName } from "./backup.ts";
import { normalJitPolicy } from "../jit-policy.ts";

declare const self: Worker;
normalJitPolicy();

export type BackupJob = { db: string; dir: string; keep: number };
export type BackupJobReply = { file: string; bytes: number; removed: string[] } | { error: string };

self.onmessage = (event: MessageEvent<string>) => {
  const job = JSON.parse(event.data) as BackupJob;
  let reply: BackupJobReply;
  try {
    mkdirSync(job.dir, { recursive: true });
    const report = backupDatabase(job.db, join(job.dir, scheduledBackupName(new Date())));
    reply = { file: report.file, bytes: report.bytes, removed: pruneBackups(job.dir, job.keep) };
  } catch (err) {
    reply = { error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(JSON.stringify(reply));
};
