import { expect, test } from "bun:test";
import { withSecurityHeaders } from "./security-headers.ts";

const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== "content-type"));

test("a page gets the page's policy; anything else may load nothing and be framed by no one", () => {
  const page = withSecurityHeaders(new Response("<!doctype html>", { headers: { "content-type": "text/html; charset=utf-8" } }), false);
  expect(headersOf(page)).toEqual({
    "content-security-policy": expect.stringContaining("script-src 'self'"),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  });
  expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  for (const type of ["application/json", "text/csv; charset=utf-8", "text/calendar", "application/atom+xml", "image/svg+xml", "text/plain"]) {
    const data = withSecurityHeaders(new Response("x", { headers: { "content-type": type } }), false);
    expect({ type, headers: headersOf(data) }).toEqual({ type, headers: { "content-security-policy": "default-src 'none'; frame-ancestors 'none'", "x-content-type-options": "nosniff" } });
  }
});

test("over https both kinds also get HSTS; an answer that has its policy already is left as it is", () => {
  for (const type of ["text/html", "application/json"]) {
    expect(withSecurityHeaders(new Response("x", { headers: { "content-type": type } }), true).headers.get("strict-transport-security")).toBe("max-age=31536000");
  }
  const own = new Response("x", { headers: { "content-type": "text/html", "content-security-policy": "sandbox" } });
  expect(headersOf(withSecurityHeaders(own, true))).toEqual({ "content-security-policy": "sandbox" });
});
