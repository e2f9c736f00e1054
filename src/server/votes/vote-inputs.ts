type Inputs = typeof import("../../shared/participation-input.ts");

let inputs: Inputs | undefined;

/**
 * The vote bodies' zod schemas, loaded by the first vote rather than imported: with the other
 * endpoints' schemas loaded when first needed, a start does not evaluate zod at all (its module
 * and the schemas took milliseconds of every start before the first answer).
 */
export const voteInputs = (): Inputs => (inputs ??= require("../../shared/participation-input.ts") as Inputs);
