import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { ProgressBar, progressState, progressValue } from "./progress-bar.tsx";

afterEach(cleanup);

test("a value must lie between 0 and the maximum; none is indeterminate, the maximum is complete", () => {
  expect(progressValue(undefined, 100)).toBeNull();
  expect(progressValue(-1, 100)).toBeNull();
  expect(progressValue(101, 100)).toBeNull();
  expect(progressValue(Number.NaN, 100)).toBeNull();
  expect(progressValue(33.3, 100)).toBe(33.3);
  expect(progressState(null, 100)).toBe("indeterminate");
  expect(progressState(33.3, 100)).toBe("loading");
  expect(progressState(100, 100)).toBe("complete");
  expect(progressState(5, 5)).toBe("complete");
});

test("renders an accessible bar whose width follows the value", () => {
  render(<><ProgressBar value={25} label="quarter" /><ProgressBar label="unknown" /></>);
  const quarter = screen.getByRole("progressbar", { name: "quarter" });
  expect(quarter.getAttribute("aria-valuenow")).toBe("25");
  expect(quarter.getAttribute("aria-valuemax")).toBe("100");
  expect((quarter.firstElementChild as HTMLElement).style.width).toBe("25%");
  const unknown = screen.getByRole("progressbar", { name: "unknown" });
  expect(unknown.getAttribute("aria-valuenow")).toBeNull();
  expect(unknown.dataset.state).toBe("indeterminate");
});
