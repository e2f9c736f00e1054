/**
 * The College's two content files, as modules: `db/college-content.ts` requires this module on its
 * first read, so the executable's bundler makes it a chunk of its own that no start loads.
 */
export { default as latinNamesJson } from "../content/latin-names.json";
export { default as collegeOfficesJson } from "../content/college-offices.json";
