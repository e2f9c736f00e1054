import { afterAll, describe, expect, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";

const { app, db, cleanup } = createTestApp();
afterAll(cleanup);

const audit = () => db.$client.query<{ action: string; old_value: string | null; new_value: string | null }, []>("SELECT action, old_value, new_value FROM audit_log ORDER BY id").all();

async function operator(ip = "198.51.100.1") {
  const client = new VisitorClient(app, ip);
  const res = await client.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

describe("public reads", () => {
  test("settings have defaults", async () => {
    const v = new VisitorClient(app);
    expect(await (await v.get("/api/site-settings/game-name")).json()).toEqual({ value: "Gull-B-Gone" });
    expect(await (await v.get("/api/site-settings/home-page-message")).json()).toEqual({ value: "" });
    expect(await (await v.get("/api/youtube-url")).json()).toEqual({ youtubeUrl: "" });
    expect((await v.get("/api/site-settings/secret-key")).status).toBe(404);
  });
});

describe("without a session nothing changes", () => {
  test.each([
    ["/api/site-settings/game-name", { value: "Hacked" }],
    ["/api/site-settings/home-page-message", { value: "Hacked" }],
    ["/api/site-settings/livestream-page-message", { value: "Hacked" }],
    ["/api/youtube-url", { youtubeUrl: "dQw4w9WgXcQ" }],
    ["/api/youtube-url-st-peters", { youtubeUrl: "dQw4w9WgXcQ" }],
  ])("POST %s is 401", async (path, body) => {
    const before = audit().length;
    const res = await new VisitorClient(app, "203.0.113.99").post(path, body);
    expect(res.status).toBe(401);
    expect(audit().length).toBe(before);
  });

  test("a forged session cookie is 401", async () => {
    const res = await new VisitorClient(app).post("/api/site-settings/game-name", { value: "x" }, { cookie: "admin_session=forged-token" });
    expect(res.status).toBe(401);
  });
});

describe("the operator", () => {
  test("sign-in sets an HttpOnly, SameSite=Strict, expiring session cookie; sign-out revokes it", async () => {
    const client = new VisitorClient(app, "198.51.100.2");
    const res = await client.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("admin_session="))!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(client.cookie("admin_session")!.length).toBeGreaterThanOrEqual(43);
    const token = client.cookie("admin_session")!;
    expect(await (await client.get("/api/admin/session")).json()).toEqual({ signedIn: true, passwordSet: true });
    await client.post("/api/admin/logout", {});
    const replay = await new VisitorClient(app).post("/api/site-settings/game-name", { value: "x" }, { cookie: `admin_session=${token}` });
    expect(replay.status).toBe(401);
  });

  test("a new sign-in rotates the token", async () => {
    const client = await operator("198.51.100.3");
    const first = client.cookie("admin_session");
    await client.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD });
    expect(client.cookie("admin_session")).not.toBe(first);
    const stale = await new VisitorClient(app).post("/api/site-settings/game-name", { value: "x" }, { cookie: `admin_session=${first}` });
    expect(stale.status).toBe(401);
  });

  test("changes settings, with an audit row each", async () => {
    const client = await operator();
    const res = await client.post("/api/site-settings/game-name", { value: "  Seagull Patrol  " });
    expect(await res.json()).toEqual({ success: true, message: "Game name updated successfully", value: "Seagull Patrol" });
    expect(await (await client.get("/api/site-settings/game-name")).json()).toEqual({ value: "Seagull Patrol" });
    await client.post("/api/site-settings/livestream-page-message", { message: "Line one\nLine <b>two</b>" });
    expect(await (await client.get("/api/site-settings/livestream-page-message")).json()).toEqual({ value: "Line one\nLine <b>two</b>" });
    expect(audit().filter((r) => r.action.startsWith("setting:")).at(-2)).toEqual({ action: "setting:game-name", old_value: null, new_value: "Seagull Patrol" });
  });

  test.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10", "dQw4w9WgXcQ"],
    ["https://youtu.be/aBcDeFgHiJk", "aBcDeFgHiJk"],
    ["https://www.youtube.com/live/Zx_9-8Yw7Vq?si=abc", "Zx_9-8Yw7Vq"],
    ["https://www.youtube-nocookie.com/embed/a1B2c3D4e5F", "a1B2c3D4e5F"],
    ["a1B2c3D4e5F", "a1B2c3D4e5F"],
  ])("stores %s canonically", async (input, id) => {
    const client = await operator();
    const res = await client.post("/api/youtube-url", { youtubeUrl: input });
    expect(res.status).toBe(200);
    expect(await (await client.get("/api/youtube-url")).json()).toEqual({ youtubeUrl: `https://www.youtube.com/watch?v=${id}` });
  });

  test.each(["https://vimeo.com/12345", "not a url", "https://www.youtube.com/watch?v=short", "javascript:alert(1)", ""])(
    "refuses the stream address %j with a message saying what is accepted", async (input) => {
      const client = await operator();
      const before = await (await client.get("/api/youtube-url-st-peters")).json();
      const res = await client.post("/api/youtube-url-st-peters", { url: input });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain("YouTube address");
      expect(await (await client.get("/api/youtube-url-st-peters")).json()).toEqual(before);
    });

  test("refuses an empty game name and an over-long message", async () => {
    const client = await operator();
    expect((await client.post("/api/site-settings/game-name", { value: "   " })).status).toBe(400);
    expect((await client.post("/api/site-settings/home-page-message", { value: "x".repeat(1001) })).status).toBe(400);
  });
});

describe("failed sign-ins", () => {
  test("the sixth failure within 15 minutes is 429, even with the right password", async () => {
    const attacker = new VisitorClient(app, "192.0.2.200");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attacker.post("/api/admin/login", { password: `guess-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attacker.post("/api/admin/login", { password: "guess-6" })).status).toBe(429);
    expect((await attacker.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(429);
    expect((await new VisitorClient(app, "192.0.2.201").post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  });

  test("without a configured password, sign-in is refused with a clear message", async () => {
    const bare = createTestApp("2026-01-30", { adminPassword: undefined });
    const res = await new VisitorClient(bare.app).post("/api/admin/login", { password: "anything" });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toContain("set-password");
    bare.cleanup();
  });
});
