import type { BackupJob, BackupJobReply } from "./backup-worker.ts";
import { logError } from "../http/http-errors.ts";

export interface BackupSchedule { dir: string; everyMs: number; keep: number }

/** Runs one scheduled backup on a worker thread and ends the thread. */
export function backupOnWorker(job: BackupJob): Promise<BackupJobReply> {
  const worker = new Worker(new URL("./backup-worker.ts", import.meta.url).href);
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate();
      resolve(JSON.parse(event.data) as BackupJobReply);
    };
    worker.onerror = (event) => {
      worker.terminate();
      resolve({ error: event.message });
    };
    worker.postMessage(JSON.stringify(job));
  });
}

/**
 * Backs the database up every `everyMs` into `dir`, keeping the newest `keep`
 * (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP). One at a time: a backup still
 * running when the next is due lets that one pass. Returns a stop function.
 */
export function scheduleBackups(db: string, schedule: BackupSchedule): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    const reply = await backupOnWorker({ db, dir: schedule.dir, keep: schedule.keep });
    running = false;
    if ("error" in reply) logError("scheduled backup failed", new Error(reply.error));
    else console.log(`Backup written to ${reply.file} (${(reply.bytes / 1024 / 1024).toFixed(1)} MB, integrity ok)${reply.removed.length ? `; removed ${reply.removed.length} older` : ""}.`);
  };
  const timer = setInterval(() => void run(), schedule.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
