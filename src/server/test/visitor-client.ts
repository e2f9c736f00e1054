import type { App } from "../app.ts";

const ORIGIN = "http://localhost";

/**
 * One browser talking to the app: it keeps its cookies, sends JSON from the
 * site's own origin, and speaks from an address of its choosing.
 */
export class VisitorClient {
  private cookies = new Map<string, string>();

  constructor(private readonly app: App, readonly ip = "203.0.113.1") {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.app.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(method === "GET" ? {} : { origin: ORIGIN }),
        "x-forwarded-for": this.ip,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string) { return this.request("GET", path); }
  post(path: string, body: unknown, headers?: Record<string, string>) { return this.request("POST", path, body, headers); }
  cookie(name: string) { return this.cookies.get(name); }
}
