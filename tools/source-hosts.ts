/**
 * Lists every host the editorial content cites, with how many times, so a
 * reviewer can see at a glance where the site's facts come from:
 *   bun tools/source-hosts.ts            (hosts and counts)
 *   bun tools/source-hosts.ts --links    (every link with its label and file)
 *   bun tools/source-hosts.ts --weak     (links on weak or staging hosts, and the weak share)
 */
import { join } from "node:path";
import { contentLinks } from "./content-links.ts";
import { isOpinionLabel, isStagingUrl, isWeakUrl, weakShare } from "./host-quality.ts";

const root = join(import.meta.dir, "..", "content");
const links = contentLinks(root);
if (process.argv.includes("--weak")) {
  for (const l of links.filter((x) => isWeakUrl(x.url) || isStagingUrl(x.url))) {
    const kind = isStagingUrl(l.url) ? "staging" : isOpinionLabel(l.label) ? "weak, opinion" : "weak";
    console.log(`${kind}\t${l.file}\t${l.label ?? ""}\t${l.url}`);
  }
  const weak = links.filter((l) => isWeakUrl(l.url)).length;
  console.log(`${weak} weak of ${links.length} links (${(weakShare(links.map((l) => l.url)) * 100).toFixed(2)}%), ${links.filter((l) => isStagingUrl(l.url)).length} on staging hosts`);
} else if (process.argv.includes("--links")) {
  for (const l of links) console.log(`${l.file}\t${l.label ?? ""}\t${l.url}`);
} else {
  const counts = new Map<string, number>();
  for (const l of links) {
    const host = URL.canParse(l.url) ? new URL(l.url).hostname.replace(/^www\./, "") : `(not a URL) ${l.url}`;
    counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  for (const [host, n] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) console.log(`${String(n).padStart(4)}  ${host}`);
  console.log(`${String(links.length).padStart(4)}  links in all, ${counts.size} hosts`);
}
