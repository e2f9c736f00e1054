import type { z } from "zod";
import { DATA_LICENCE } from "../../shared/data-licence.ts";
import type { OpenApiRow } from "./openapi-endpoints.ts";
import type { ApiDocument } from "../../shared/api-document.ts";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // zod is required with the rows (below), not imported: a start evaluates this module but builds no document.
  const { toJSONSchema } = require("../zod-on-demand.ts") as typeof import("../zod-on-demand.ts");
  const { $schema: _, ...rest } = toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** Query parameters from the input side of a zod object (defaults and coercions included). */
function queryParameters(query: z.ZodType) {
  const schema = jsonSchema(query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name, in: "query", required: schema.required?.includes(name) ?? false,
    ...(typeof property.description === "string" ? { description: property.description } : {}), schema: property,
  }));
}

function operation(e: OpenApiRow) {
  const parameters = [
    ...Object.entries(e.pathParams ?? {}).map(([name, p]) => {
      // The description goes on the parameter, not again on its schema.
      const { description: _, ...schema } = jsonSchema(p.schema, "input");
      return { name, in: "path", required: true, description: p.description, schema };
    }),
    ...(e.query ? queryParameters(e.query) : []),
  ];
  const responses = Object.fromEntries(Object.entries(e.responses).map(([status, r]) => [status, {
    description: r.description,
    content: { [r.mediaType ?? "application/json"]: { schema: r.schema ? jsonSchema(r.schema, "output") : {} } },
  }]));
  return {
    summary: e.summary,
    ...(e.description || e.sameOriginOnly ? {
      description: [e.description, e.sameOriginOnly ? "Only for the site's own pages: answers carry no CORS headers." : ""].filter(Boolean).join("\n\n"),
    } : {}),
    tags: [e.tag],
    operationId: `${e.method}${e.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    ...(parameters.length ? { parameters } : {}),
    ...(e.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(e.body, "input") } } } } : {}),
    responses,
    "x-example": e.example,
    ...(e.exampleBody !== undefined ? { "x-example-body": e.exampleBody } : {}),
    ...(e.sameOriginOnly ? { "x-same-origin-only": true } : {}),
  };
}

/**
 * The document built on first use and kept: converting every schema takes tens
 * of milliseconds that start-up need not wait for, and the schemas do not
 * change while the server runs.
 */
export function lazyApiDocument(publicReadLimit: { count: number; windowMs: number }): () => ApiDocument {
  let doc: ApiDocument | undefined;
  return () => (doc ??= openApiDocument({ publicReadLimit }) as unknown as ApiDocument);
}

/** The OpenAPI 3.1 document of every public endpoint, built from the schemas the handlers validate with. */
export function openApiDocument(opts: { publicReadLimit: { count: number; windowMs: number } }) {
  const limit = opts.publicReadLimit.count > 0
    ? `Public reads are limited to ${opts.publicReadLimit.count} requests per address every ${opts.publicReadLimit.windowMs / 1000} seconds; past that the answer is 429 with \`Retry-After\`.`
    : "This site sets no per-address limit on public reads.";
  const paths: Record<string, Record<string, unknown>> = {};
  // Required here, when the document is first built, not imported: the rows hold every endpoint's zod
  // schemas, and building them cost the executable's start tens of milliseconds before its first answer.
  const { OPENAPI_ROWS } = require("./openapi-endpoints.ts") as typeof import("./openapi-endpoints.ts");
  for (const e of OPENAPI_ROWS) (paths[e.path] ??= {})[e.method] = operation(e);
  return {
    openapi: "3.1.0",
    info: {
      title: "Cardinalis API",
      version: "1",
      description: [
        "Read-only data about the College of Cardinals: the directory, downloads of the whole roster, and a calendar of 80th birthdays.",
        "Public GET endpoints answer any site (`Access-Control-Allow-Origin: *`); writes are for the site's own pages.",
        limit,
        `Licence of the data: ${DATA_LICENCE}`,
      ].join("\n\n"),
      license: { name: "CC0 1.0", identifier: "CC0-1.0" },
      "x-rate-limit": { requests: opts.publicReadLimit.count, windowSeconds: opts.publicReadLimit.windowMs / 1000 },
      "x-licence-text": DATA_LICENCE,
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "Directory", description: "Cardinals and their profiles" },
      { name: "Downloads", description: "The whole roster as files" },
      { name: "Polls", description: "The visitors' polls" },
      { name: "Site", description: "Settings and this document" },
      { name: "Conclave", description: "The conclave as it happens, recorded by the site's operator with sources" },
    ],
    paths,
  };
}
