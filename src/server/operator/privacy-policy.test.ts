/**
 * The privacy policy checked against what the site does: each cookie, when it
 * is set, how long it lasts, and where a correction's e-mail address goes.
 */
import { afterAll, expect, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import type { Correction, RosterChangePage } from "../../shared/roster-fields.ts";

const { app, cleanup } = createTestApp();
afterAll(cleanup);
const policy = (await Bun.file("content/pages/privacy.md").text()).replace(/\s+/g, " ");

const maxAge = (res: Response, name: string) => {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`) || l.includes(`-${name}=`) || l.startsWith(`__Host-${name}=`));
  return Number(/Max-Age=(\d+)/i.exec(line ?? "")?.[1]);
};

test("the visitor cookie is set on the first page view, not first at a vote, and lasts the year the policy says", async () => {
  // Every page asks for /api/seed-data as it opens.
  const res = await new VisitorClient(app, "203.0.113.90").get("/api/seed-data");
  expect(maxAge(res, "visitor")).toBe(365 * 24 * 60 * 60);
  expect(policy).toContain("**`visitor`: a random visitor id.** Set on your first page view");
  expect(policy).toContain("lasts **one year**");
  expect(policy).not.toMatch(/when you vote in a poll, your browser receives/i);
});

test("the operator's session cookie lasts the 8 hours the policy says", async () => {
  const res = await new VisitorClient(app, "198.51.100.90").post("/api/admin/login", { password: TEST_ADMIN_PASSWORD });
  const session = res.headers.getSetCookie().find((l) => /HttpOnly/i.test(l) && /SameSite=Strict/i.test(l));
  expect(Number(/Max-Age=(\d+)/i.exec(session ?? "")?.[1])).toBe(8 * 60 * 60);
  expect(policy).toContain("expires after **8 hours**");
});

test("a correction's e-mail address is stored and shown to the operator, never published, as the policy says", async () => {
  expect(policy).not.toMatch(/we do not ask for your name, e-mail address/i);
  expect(policy).toContain("if you wish, an e-mail address");
  const visitor = new VisitorClient(app, "203.0.113.91");
  const sent = await visitor.post("/api/corrections", { slug: "pietro-parolin", field: "birthPlace", value: "Schiavon (Vicenza)", sourceUrl: "https://press.vatican.va/example", email: "reader@example.org" });
  expect(sent.status).toBe(201);
  const op = new VisitorClient(app, "198.51.100.91");
  await op.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD });
  const queue = (await (await op.get("/api/admin/corrections")).json()) as { corrections: Correction[] };
  expect(queue.corrections.some((c) => c.email === "reader@example.org")).toBe(true);
  expect(policy).toContain("shown to the operator");
  const { id } = (await sent.json()) as { id: number };
  await op.post(`/api/admin/corrections/${id}/accept`, {});
  const log = (await (await visitor.get("/api/changes")).json()) as RosterChangePage;
  expect(JSON.stringify(log)).not.toContain("reader@example.org");
  expect(policy).toContain("The e-mail address is never published");
});
