import { expect, test } from "bun:test";
import { serverMessage } from "./server-message.ts";

test("reads the sentence out of the API's error, or falls back", () => {
  expect(serverMessage(new Error('409: {"error":"You\'ve already voted in this poll."}'), "F")).toBe("You've already voted in this poll.");
  expect(serverMessage(new Error('400: {"error":"Please select a cardinal","field":"cardinalId"}'), "F")).toBe("Please select a cardinal");
  expect(serverMessage(new Error("429: Too Many Requests"), "F")).toBe("Too Many Requests");
  expect(serverMessage(new Error("502: <html><body>Bad gateway</body></html>"), "F")).toBe("F");
  expect(serverMessage(new Error("500: {}"), "F")).toBe("F");
  expect(serverMessage(new TypeError("Failed to fetch"), "F")).toBe("F");
  expect(serverMessage("nonsense", "F")).toBe("F");
});
