import { describe, expect, test } from "bun:test";
import { HIGH_SCORES_KEY } from "../../games/gull-b-gone/high-scores.ts";
import { clearHighScores, loadHighScores, saveHighScores } from "./high-score-storage.ts";

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const broken = {
  getItem: (): string | null => { throw new Error("denied"); },
  setItem: () => { throw new Error("denied"); },
  removeItem: () => { throw new Error("denied"); },
};

describe("high-score storage", () => {
  test("saves under gullBGoneHighScores and reads back", () => {
    const store = memoryStore();
    saveHighScores([{ score: 40, initials: "ABC", date: "2025-05-08" }], store);
    expect(store.data.has(HIGH_SCORES_KEY)).toBe(true);
    expect(loadHighScores(store)).toEqual([{ score: 40, initials: "ABC", date: "2025-05-08" }]);
    clearHighScores(store);
    expect(loadHighScores(store)).toEqual([]);
  });

  test("a storage that throws never breaks the game", () => {
    expect(loadHighScores(broken)).toEqual([]);
    expect(() => saveHighScores([], broken)).not.toThrow();
    expect(() => clearHighScores(broken)).not.toThrow();
  });
});
