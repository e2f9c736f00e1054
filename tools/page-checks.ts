/**
 * Two checks of the pages as a browser gets them, shared by `bun run
 * check:html` and the browser test that keeps them at zero: the Nu Html
 * Checker (the W3C validator, from the vnu-jar package, run by the system's
 * Java) on the server's HTML, and axe-core in Chromium on the rendered page
 * at a desktop and a phone width.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { newVisitorPage } from "../e2e/browser.ts";

/** The pages the Nu Html Checker must pass with no error. */
export const NU_PAGES = ["/", "/cardinal/pietro-parolin", "/conclave-insights", "/changes"] as const;

/** The main routes axe must pass with no serious or critical violation. */
export const AXE_PAGES = [
  "/", "/?cardinalId=pietro-parolin", "/cardinal/pietro-parolin", "/conclave-insights", "/new-holy-father", "/deep-dive-pope-leo",
  "/why-a-pope", "/live-stream", "/habemus-papam", "/fun-polls", "/changes", "/api-docs", "/privacy", "/terms", "/ratings-methodology",
  "/conclave-game", "/vatican-sniper",
] as const;

export const AXE_WIDTHS = [1366, 390] as const;

export interface NuMessage { page: string; line?: number; message: string; extract?: string }

/** `java`, or a clear sentence on how to get it. */
async function java(): Promise<string> {
  const found = Bun.which("java");
  if (!found) throw new Error("The Nu Html Checker needs Java: install Debian's default-jre-headless (apt-get install default-jre-headless).");
  return found;
}

/**
 * The Nu Html Checker's errors for each page, as the server sends it (the
 * HTML before any script runs, which is also what a reader without
 * JavaScript and a crawler get). Warnings are left out.
 */
export async function nuErrors(origin: string, paths: readonly string[] = NU_PAGES): Promise<NuMessage[]> {
  const jar = Bun.resolveSync("vnu-jar/build/dist/vnu.jar", import.meta.dir);
  const dir = mkdtempSync(join(tmpdir(), "cardinalis-nu-"));
  try {
    const files = new Map<string, string>();
    for (const [i, path] of paths.entries()) {
      const res = await fetch(origin + path);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, await res.text());
      files.set(`file:${file}`, path);
    }
    const proc = Bun.spawn([await java(), "-jar", jar, "--format", "json", "--errors-only", ...[...files.keys()].map((f) => f.slice(5))], {
      stdout: "pipe", stderr: "pipe",
    });
    // vnu writes its JSON report to standard error and exits 1 when it found errors.
    const [report] = await Promise.all([new Response(proc.stderr).text(), new Response(proc.stdout).text(), proc.exited]);
    const { messages } = JSON.parse(report) as { messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[] };
    return messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => ({ page: files.get(m.url) ?? m.url, line: m.lastLine, message: m.message, extract: m.extract?.trim() }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface AxeViolation { page: string; width: number; id: string; impact: string; help: string; targets: string[] }

const axeSource = () => Bun.file(Bun.resolveSync("axe-core/axe.min.js", import.meta.dir)).text();

/** axe-core's serious and critical violations on each page at each width, once the app has made the page interactive. */
export async function axeViolations(browser: Browser, origin: string, paths: readonly string[] = AXE_PAGES, widths: readonly number[] = AXE_WIDTHS): Promise<AxeViolation[]> {
  const source = await axeSource();
  const found: AxeViolation[] = [];
  for (const width of widths) {
    const page = await newVisitorPage(browser, { width, height: width > 600 ? 900 : 844 });
    try {
      for (const path of paths) {
        await page.goto(origin + path);
        // The detail panel opened by the address mounts after the page does.
        if (path.includes("cardinalId=")) await page.getByRole("dialog").waitFor();
        await page.evaluate(source);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(o: unknown): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
          const result = await axe.run({ resultTypes: ["violations"] });
          return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
        });
        for (const v of violations) if (v.impact === "serious" || v.impact === "critical") found.push({ page: path, width, ...v });
      }
    } finally {
      await page.close();
    }
  }
  return found;
}
