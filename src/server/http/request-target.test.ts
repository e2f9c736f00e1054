import { expect, test } from "bun:test";
import { plainTarget } from "./request-target.ts";

test("a plain address gives the path and query the URL parser gives", () => {
  for (const url of [
    "http://localhost:3000/api/cardinals",
    "http://localhost:3000/api/cardinals?region=Europe&sortBy=ageInYears",
    "http://example.org/api/cardinals/suggestions?search=pa",
    "https://example.org/api/cardinals/pietro-parolin",
    "http://127.0.0.1:8080/api/cardinals?createdBy=Pope%20Francis&page=2",
    "http://[::1]:3000/api/cardinals/filters",
    "http://localhost/api/cardinals?",
    "http://localhost/cardinal/pietro-parolin/",
  ]) {
    const parsed = new URL(url);
    expect({ url, target: plainTarget(url) }).toEqual({ url, target: { pathname: parsed.pathname, search: parsed.search } });
  }
});

test("anything the parser could read differently, and an unusable host, is left to the parser", () => {
  for (const url of [
    "http://localhost/api/./cardinals",
    "http://localhost/api/../api/cardinals",
    "http://localhost/api//cardinals",
    "http://localhost/api/%63ardinals",
    "http://localhost/api/cardinals?search=a b",
    "http://localhost/api/cardinals?search='x'",
    "http://localhost/api/cardinals?search=x#y",
    "http://localhost/api\\cardinals",
    "http://a b/api/cardinals",
    "http://localhost:99999/api/cardinals",
    "http://[::1/api/cardinals",
  ]) expect({ url, target: plainTarget(url) }).toEqual({ url, target: null });
});
