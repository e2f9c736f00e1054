import { Rng } from "../kit/rng.ts";

/** An Rng that returns scripted floats, to pin one random branch in a test. */
export class ScriptedRng extends Rng {
  constructor(private readonly values: number[]) {
    super(0);
  }

  override float(): number {
    const v = this.values.shift();
    if (v === undefined) throw new Error("ScriptedRng ran out of values");
    return v;
  }
}
