import { expect, test } from "bun:test";
import { streamSource } from "./streams.ts";

const done = (youtubeUrl?: unknown) => ({ isPending: false, data: youtubeUrl === undefined ? undefined : { youtubeUrl } });

test("the operator's address wins; a default id stands in when it is empty, unreadable or failed", () => {
  expect(streamSource({ isPending: true }, "CCCCCCCCCCC")).toEqual({ kind: "loading" });
  expect(streamSource(done("https://www.youtube.com/watch?v=AAAAAAAAAAA"), "CCCCCCCCCCC")).toEqual({ kind: "video", id: "AAAAAAAAAAA" });
  expect(streamSource(done(""), "CCCCCCCCCCC")).toEqual({ kind: "video", id: "CCCCCCCCCCC" });
  expect(streamSource(done("not a video"), "CCCCCCCCCCC")).toEqual({ kind: "video", id: "CCCCCCCCCCC" });
  expect(streamSource(done(), "CCCCCCCCCCC")).toEqual({ kind: "video", id: "CCCCCCCCCCC" });
});

test("without a verified default id, nothing unknown is embedded", () => {
  expect(streamSource(done(""), null)).toEqual({ kind: "unset" });
  expect(streamSource(done(), null)).toEqual({ kind: "unset" });
  expect(streamSource(done(42), null)).toEqual({ kind: "unset" });
});

test("a failed read falls back to the default stream, and without one says the stream could not be reached, not that it is unset", () => {
  const failed = { isPending: true, isError: true, data: undefined };
  expect(streamSource(failed, "CCCCCCCCCCC")).toEqual({ kind: "video", id: "CCCCCCCCCCC" });
  expect(streamSource(failed, null)).toEqual({ kind: "unavailable" });
  expect(streamSource({ ...failed, isPending: false }, null)).toEqual({ kind: "unavailable" });
  expect(streamSource(done(""), null)).toEqual({ kind: "unset" });
});
