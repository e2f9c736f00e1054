/**
 * The folder rules of docs/ARCHITECTURE.md, checked by reading every import,
 * so the layout cannot rot silently. Test files may reach further (a component
 * test starts the real API), so they are exempt.
 */
import { expect, test } from "bun:test";
import { Glob } from "bun";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const ROOT = join(import.meta.dir, "..");
/** Folders of islands/ that are not features: the composition, shared primitives, the client's plumbing, test helpers. */
const NOT_FEATURES = new Set(["app", "ui", "lib", "test"]);
/** Every other folder of islands/ is a feature, so a new one is covered as soon as it exists. */
const FEATURES = readdirSync(join(ROOT, "islands"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !NOT_FEATURES.has(d.name)).map((d) => d.name);

interface Import { file: string; spec: string; target: string }

function importsOf(file: string, source: string): Import[] {
  const specs = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)]
    .map((m) => m[1] ?? m[2]!);
  return specs.map((spec) => ({
    file,
    spec,
    target: spec.startsWith(".") ? relative(ROOT, join(dirname(join(ROOT, file)), spec)) : spec,
  }));
}

const files = [...new Glob("{src,db,islands,games,content}/**/*.{ts,tsx}").scanSync({ cwd: ROOT })]
  .filter((f) => !/\.test\.tsx?$/.test(f) && !f.includes("/test/") && !f.includes("test-helpers") && !f.includes("recording-context") && !f.includes("fixtures"));
const imports = (await Promise.all(files.map(async (f) => importsOf(f, await Bun.file(join(ROOT, f)).text())))).flat();

function violations(from: (f: string) => boolean, forbidden: (i: Import) => boolean): string[] {
  return imports.filter((i) => from(i.file) && forbidden(i)).map((i) => `${i.file} → ${i.spec}`);
}

test("the scan sees the code base", () => {
  expect(files.length).toBeGreaterThan(50);
  expect(FEATURES).toEqual(expect.arrayContaining(["directory", "admin", "changes", "api-docs", "gull-b-gone"]));
  expect(imports.some((i) => i.file.startsWith("islands/") && i.target === "src/shared/cardinals.ts")).toBe(true);
});

test("src/shared is pure: no server, database, Bun or Node modules", () => {
  expect(violations((f) => f.startsWith("src/shared/"), (i) =>
    /^(bun:|node:)/.test(i.target) || /^(src\/server|db)\//.test(i.target))).toEqual([]);
});

test("the server and database load node:crypto and node:zlib only when asked for, never at start", async () => {
  // Loading either (each brings Node's streams) cost the executable's start tens of milliseconds before its
  // first answer; Bun's hasher and Web Crypto give the same digests and random bytes.
  const serverFiles = files.filter((f) => f.startsWith("src/server/") || f.startsWith("db/"));
  const STATIC = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+["']node:(?:crypto|zlib)["']/;
  const offenders = (await Promise.all(serverFiles.map(async (f) => (STATIC.test(await Bun.file(join(ROOT, f)).text()) ? f : null)))).filter(Boolean);
  expect(serverFiles.length).toBeGreaterThan(50);
  expect(offenders).toEqual([]);
});

test("db imports only src/shared, content and itself", () => {
  expect(violations((f) => f.startsWith("db/"), (i) =>
    /^(src\/server|islands|games)\//.test(i.target))).toEqual([]);
});

test("the client never imports server code, the database or zod", () => {
  expect(violations((f) => f.startsWith("islands/") && !f.endsWith("fonts.ts"), (i) =>
    /^(src\/server|db)\//.test(i.target) || /^(bun:|node:)/.test(i.target) || i.target === "zod")).toEqual([]);
});

test("a feature never imports another feature; only app/ composes them", () => {
  expect(violations((f) => f.startsWith("islands/") && !f.startsWith("islands/app/"), (i) => {
    const own = i.file.split("/")[1];
    const other = i.target.startsWith("islands/") ? i.target.split("/")[1] ?? null : null;
    return other !== null && other !== own && FEATURES.includes(other);
  })).toEqual([]);
});

test("games use no React, no src/ and no other game; a game's host may import only its own game", () => {
  expect(violations((f) => f.startsWith("games/"), (i) => {
    const own = i.file.split("/")[1];
    const game = i.target.startsWith("games/") ? i.target.split("/")[1] : null;
    return /^(react|react-dom|@preact)/.test(i.target) || /^(src|islands|db)\//.test(i.target) ||
      (game !== null && game !== own && game !== "kit");
  })).toEqual([]);
  expect(violations((f) => f.startsWith("islands/"), (i) => {
    const game = i.target.startsWith("games/") ? i.target.split("/")[1] : null;
    return game !== null && game !== "kit" && game !== i.file.split("/")[1]!;
  })).toEqual([]);
});

test("content holds data only", () => {
  expect(files.filter((f) => f.startsWith("content/"))).toEqual([]);
});

test("a start of the server evaluates no zod: the schemas are loaded by the requests that use them", () => {
  // Loading zod and building every endpoint's schemas was the largest part of the executable's start
  // before its first answer. Static imports only: `import type`, `import()` and `require()` load nothing at start.
  const transpiler = { ts: new Bun.Transpiler({ loader: "ts" }), tsx: new Bun.Transpiler({ loader: "tsx" }) };
  const reached = new Set<string>();
  const zodFrom: string[] = [];
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    const source = readFileSync(join(ROOT, file), "utf8");
    for (const { path, kind } of transpiler[file.endsWith(".tsx") ? "tsx" : "ts"].scanImports(source)) {
      if (kind !== "import-statement") continue;
      if (path === "zod" || path.startsWith("zod/")) zodFrom.push(file);
      const target = path.startsWith(".") ? relative(ROOT, join(dirname(join(ROOT, file)), path)) : null;
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit("src/server/main.ts");
  // The executable's entry evaluates this first, before it imports main.ts.
  visit("src/server/seed-early.ts");
  expect(reached.size).toBeGreaterThan(50);
  expect(reached.has("src/server/app.ts")).toBe(true);
  expect(zodFrom).toEqual([]);
});

test("server code loads zod on demand through zod-on-demand.ts, never by requiring the package", () => {
  // The executable's bundler puts a required package (zod's CommonJS build, 0.9 MB) into the code every
  // start loads, even when no start calls it; a required module of our own becomes a chunk of its own.
  const requiring = files.filter((f) => /^(src|db)\//.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => /require\(\s*["']zod(\/[^"']*)?["']\s*\)/.test(readFileSync(join(ROOT, f), "utf8")));
  expect(requiring).toEqual([]);
});
