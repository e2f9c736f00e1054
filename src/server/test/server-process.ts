import type { Subprocess } from "bun";

export interface ServerProcess {
  url: string;
  proc: Subprocess<"ignore", "pipe", "pipe">;
  /** Everything the server has written so far, both streams. */
  output(): string;
  /** Resolves once the output matches (the server said something), or rejects when it exits first. */
  said(pattern: RegExp): Promise<void>;
}

/**
 * The server as an operator runs it from a checkout (`bun src/server/checkout.ts`),
 * as its own process on a free port, so tests can send it signals and start
 * two at once.
 */
export async function startServerProcess(dbPath: string, env: Record<string, string> = {}, args: string[] = []): Promise<ServerProcess> {
  const proc = Bun.spawn(["bun", "src/server/checkout.ts", "--port", "0", "--host", "127.0.0.1", "--db", dbPath, ...args], {
    env: { ...process.env, ...env }, stdin: "ignore", stdout: "pipe", stderr: "pipe",
  });
  let text = "";
  const listeners = new Set<() => void>();
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      text += decoder.decode(r.value);
      for (const l of listeners) l();
    }
  };
  const drained = Promise.all([pump(proc.stdout), pump(proc.stderr)]);
  const said = (pattern: RegExp) => new Promise<void>((resolve, reject) => {
    const check = () => {
      if (pattern.test(text)) {
        listeners.delete(check);
        resolve();
      }
    };
    listeners.add(check);
    check();
    // Once both streams have ended, the server can say nothing more.
    void drained.then(async () => {
      await proc.exited;
      check();
      if (listeners.has(check)) reject(new Error(`the server exited (${proc.exitCode}) before saying ${pattern}:\n${text}`));
    });
  });
  await said(/Listening on (\S+)/);
  const url = /Listening on (\S+)/.exec(text)![1]!.replace("localhost", "127.0.0.1");
  return { url, proc, output: () => text, said };
}
