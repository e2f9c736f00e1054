import { connect } from "node:net";

/**
 * Sends bytes exactly as written over a plain socket and returns everything
 * the server answers until it closes or goes quiet. fetch cannot send a
 * malformed Host or an unknown method; a raw socket can.
 */
export function rawHttp(url: string, request: string, quietMs = 1500): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const finish = () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("latin1"));
    };
    socket.setTimeout(quietMs, finish);
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("end", finish);
    socket.on("error", finish);
  });
}

/** The status code of a raw answer, or 0 when the server answered nothing. */
export const rawStatus = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
