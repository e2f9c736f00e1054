/**
 * The site run from a checkout (`bun start`, `bun run dev`, and the command
 * line: `bun src/server/checkout.ts photos sync`): the client is bundled in
 * memory when the server starts, then served with `public/` and `content/`
 * from disk. The executable never runs this file, so the client builder
 * (UnoCSS, fonts) stays out of it.
 */
import { buildClient } from "../../build.ts";
import { diskFiles } from "./http/files.ts";
import { main } from "./main.ts";

const root = new URL("../..", import.meta.url).pathname;

await main(Bun.argv.slice(2), {
  checkout: async (dev) => {
    const client = await buildClient({ minify: !dev });
    const files = new Map([...diskFiles(root, ["public", "content"]), ...client.files]);
    return { files, assets: { scripts: client.scripts, styles: client.styles, fonts: client.fonts, localeFonts: client.localeFonts } };
  },
});
