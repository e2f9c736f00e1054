import { expect, test } from "bun:test";
import { loadHighScore, saveIfBeaten } from "./high-score-storage.ts";

function memory(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => { data[k] = v; } };
}

test("reads the stored score under conclaveGameHighScore", () => {
  expect(loadHighScore(memory({ conclaveGameHighScore: "27" }))).toBe(27);
  expect(loadHighScore(memory())).toBe(0);
  expect(loadHighScore({ getItem: () => { throw new Error("denied"); }, setItem: () => {} })).toBe(0);
});

test("writes only when beaten", () => {
  const store = memory({ conclaveGameHighScore: "30" });
  expect(saveIfBeaten(30, 29, store)).toBe(30);
  expect(saveIfBeaten(30, 30, store)).toBe(30);
  expect(store.data.conclaveGameHighScore).toBe("30");
  expect(saveIfBeaten(30, 32, store)).toBe(32);
  expect(store.data.conclaveGameHighScore).toBe("32");
});
