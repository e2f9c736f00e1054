import { afterAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { createTestApp } from "../test/test-db.ts";

const { app, cleanup } = createTestApp();
afterAll(cleanup);

test("serves an allowed profile file as it is on disk", async () => {
  const res = await app.request("/api/cardinal-file/cardinal_pietro_parolin.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  expect(await res.text()).toBe(readFileSync("content/profiles/cardinal_pietro_parolin.json", "utf8"));
  const md = await app.request("/api/cardinal-file/cardinal_charles_maung_bo.md");
  expect(md.status).toBe(200);
  expect(md.headers.get("content-type")).toContain("text/markdown");
});

test("a well-formed name that does not exist is 404", async () => {
  expect((await app.request("/api/cardinal-file/cardinal_nobody.json")).status).toBe(404);
});

test.each([
  "../package.json",
  "..%2Fpackage.json",
  "%2e%2e%2fpackage.json",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "cardinal_x%2F..%2F..%2Froster.json",
  "..%5C..%5Croster.json",
  "cardinal_pietro_parolin.json%00.md",
  "%2Fetc%2Fpasswd",
  "%2Fwork%2Fmain%2Fcontent%2Froster.json",
  "README.md",
  "roster.json",
  "cardinal_pietro_parolin.JSON",
  "cardinal_pietro_parolin.txt",
  "cardinal_pietro_parolin.json.bak",
  "Cardinal_Pietro_Parolin.json",
  `cardinal_${"a".repeat(5000)}.json`,
])("refuses %s", async (name) => {
  const res = await app.request(`/api/cardinal-file/${name}`);
  expect(res.status).toBe(404);
  const body = await res.text();
  expect(body).not.toContain("\"name\"");
  expect(body).not.toContain("root:");
});

test("nested paths never reach the handler", async () => {
  for (const path of ["/api/cardinal-file/../../package.json", "/api/cardinal-file/sub/cardinal_x.json", "/api/cardinal-file/"]) {
    const res = await app.request(path);
    expect(res.status).toBe(404);
  }
});
