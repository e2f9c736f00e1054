import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { VCL_PATH, vclFor } from "./varnish.ts";

const varnishd = Bun.which("varnishd") ?? Bun.which("varnishd", { PATH: "/usr/sbin:/usr/local/sbin" });

test("the bench changes nothing in the repository's VCL but the backend's port", () => {
  const original = readFileSync(VCL_PATH, "utf8");
  const rewritten = vclFor(41234);
  expect(rewritten).toContain('.port = "41234";');
  expect(rewritten.replace('.port = "41234";', '.port = "3000";')).toBe(original);
});

// Varnish is not needed to run the tests (nor by .ci/run); where it is installed, the file must compile.
test.skipIf(!varnishd)("deploy/varnish/default.vcl compiles with the installed Varnish", () => {
  const out = Bun.spawnSync([varnishd!, "-C", "-f", VCL_PATH], { stdout: "pipe", stderr: "pipe" });
  const messages = out.stderr.toString();
  expect({ exitCode: out.exitCode, error: /Message from VCC-compiler:[\s\S]*/.exec(messages)?.[0] ?? null }).toEqual({ exitCode: 0, error: null });
});
