/** A fake 2D context that records what the renderer asks for; used by tests and the benchmark. */
import type { Ctx2D } from "./context.ts";

export interface DrawCall {
  op: string;
  args: unknown[];
  fillStyle: unknown;
  strokeStyle: unknown;
  globalAlpha: number;
}

export class RecordingContext implements Ctx2D {
  calls: DrawCall[] = [];
  fillStyle: Ctx2D["fillStyle"] = "#000000";
  strokeStyle: Ctx2D["strokeStyle"] = "#000000";
  lineWidth = 1;
  lineCap: CanvasLineCap = "butt";
  lineJoin: CanvasLineJoin = "miter";
  globalAlpha = 1;
  font = "10px sans-serif";
  textAlign: CanvasTextAlign = "start";
  textBaseline: CanvasTextBaseline = "alphabetic";
  depth = 0;

  private record(op: string, args: unknown[]): void {
    const { fillStyle, strokeStyle, globalAlpha } = this;
    this.calls.push({ op, args, fillStyle, strokeStyle, globalAlpha });
  }

  save(): void {
    this.depth += 1;
    this.record("save", []);
  }
  restore(): void {
    this.depth -= 1;
    this.record("restore", []);
  }
  translate(...a: unknown[]): void { this.record("translate", a); }
  scale(...a: unknown[]): void { this.record("scale", a); }
  setTransform(...a: unknown[]): void { this.record("setTransform", a); }
  beginPath(): void { this.record("beginPath", []); }
  closePath(): void { this.record("closePath", []); }
  moveTo(...a: unknown[]): void { this.record("moveTo", a); }
  lineTo(...a: unknown[]): void { this.record("lineTo", a); }
  quadraticCurveTo(...a: unknown[]): void { this.record("quadraticCurveTo", a); }
  arc(...a: unknown[]): void { this.record("arc", a); }
  ellipse(...a: unknown[]): void { this.record("ellipse", a); }
  rect(...a: unknown[]): void { this.record("rect", a); }
  fill(...a: unknown[]): void { this.record("fill", a); }
  stroke(...a: unknown[]): void { this.record("stroke", a); }
  fillRect(...a: unknown[]): void { this.record("fillRect", a); }
  strokeRect(...a: unknown[]): void { this.record("strokeRect", a); }
  fillText(...a: unknown[]): void { this.record("fillText", a); }

  /** Every string drawn with fillText, in order. */
  texts(): string[] {
    return this.calls.filter((c) => c.op === "fillText").map((c) => String(c.args[0]));
  }

  ops(op: string): DrawCall[] {
    return this.calls.filter((c) => c.op === op);
  }
}
