/**
 * zod, for code that loads it at the moment it first parses: `require("…/zod-on-demand.ts")`,
 * never a require of the package itself. The executable's bundler inlines a required package
 * (zod's CommonJS build, about 0.9 MB) into the code every start loads, even when no start calls
 * it; a required module of our own becomes its own chunk, loaded by the first call.
 */
export { toJSONSchema, z } from "zod";
