/**
 * The sections: every bench/sections/*.ts whose default export is a Section
 * (see types.ts). Files starting with "_" are helpers, not sections. To add a
 * benchmark (votes, game frames, ...), drop a file there; nothing else changes.
 */
import { join } from "node:path";
import type { Section } from "./types.ts";

export async function loadSections(dir = join(import.meta.dir, "..", "sections")): Promise<Section[]> {
  const sections: Section[] = [];
  for (const file of new Bun.Glob("*.ts").scanSync({ cwd: dir })) {
    if (file.startsWith("_") || file.endsWith(".test.ts")) continue;
    const mod = (await import(join(dir, file))) as { default?: Section };
    const section = mod.default;
    if (!section || typeof section.run !== "function" || typeof section.name !== "string") {
      throw new Error(`bench/sections/${file} must export default { name, order, description, run(ctx) }`);
    }
    sections.push(section);
  }
  return sections.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
