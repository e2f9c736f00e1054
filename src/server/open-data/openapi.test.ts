import { afterAll, describe, expect, test } from "bun:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import { createTestApp } from "../test/test-db.ts";
import { OPENAPI_ROWS as ENDPOINTS } from "./openapi-endpoints.ts";

const { app, cleanup } = createTestApp("2026-01-30");
afterAll(cleanup);

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: object }> }> }>> };
const doc = (await (await app.request("/api/openapi.json")).json()) as Doc;

describe("GET /api/openapi.json", () => {
  test("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("documents every public endpoint, and each example answers with a body its schema accepts", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    for (const e of ENDPOINTS.filter((x) => x.method === "get")) {
      const res = await app.request(e.example);
      expect({ example: e.example, status: res.status }).toEqual({ example: e.example, status: 200 });
      const [mediaType, { schema }] = Object.entries(doc.paths[e.path]![e.method]!.responses["200"]!.content)[0]!;
      expect(res.headers.get("content-type") ?? "").toStartWith(mediaType);
      if (mediaType !== "application/json" || Object.keys(schema).length === 0) continue;
      const validate = ajv.compile(schema);
      const ok = validate(await res.json());
      expect({ example: e.example, errors: ok ? null : validate.errors }).toEqual({ example: e.example, errors: null });
    }
  });

  test("documents the directory's rank, country, religious order and creating-pope filters and the values they take", () => {
    const list = (doc.paths["/api/cardinals"]!.get as unknown as { parameters: { name: string; schema: { enum?: string[] } }[] }).parameters;
    const param = (name: string) => list.find((p) => p.name === name);
    expect(param("rank")?.schema.enum).toEqual(["bishop", "priest", "deacon"]);
    expect(param("createdBy")?.schema.enum).toContain("Pope Benedict XVI");
    expect(param("country")).toBeDefined();
    expect(param("religiousOrder")).toBeDefined();
    expect(doc.paths["/api/cardinals/filters"]?.get).toBeDefined();
  });

  test("no public route of the app is missing from the document", async () => {
    // The operator's routes are deliberately left out: they are not an API for others.
    const operatorOnly = (method: string, path: string) =>
      path.startsWith("/api/admin/") || (method === "POST" && /^\/api\/(site-settings|youtube-url)/.test(path));
    const served = new Set((await app.servedRoutes()).filter((r) => r.method !== "ALL" && !operatorOnly(r.method, r.path))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`));
    const documented = new Set(ENDPOINTS.map((e) => `${e.method.toUpperCase()} ${e.path}`));
    expect([...served].sort()).toEqual([...documented].sort());
  });

  test("documented errors have the shape the API answers with", async () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(doc.paths["/api/cardinals"]!.get!.responses["400"]!.content["application/json"]!.schema);
    const res = await app.request("/api/cardinals?limit=0");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(validate(body)).toBe(true);
    expect(body).toMatchObject({ field: "limit" });
  });

  test("the schema would catch an answer that drifted from it", () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(doc.paths["/api/cardinals/{slug}"]!.get!.responses["200"]!.content["application/json"]!.schema);
    expect(validate({ id: "7", slug: "x" })).toBe(false);
  });
});
