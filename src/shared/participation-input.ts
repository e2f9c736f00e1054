import { z } from "zod";
import { GAME_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH } from "./participation.ts";
import { YOUTUBE_ACCEPTED, youtubeVideoId } from "./youtube.ts";
import { CONTROL_CHARACTER, CONTROL_CHARACTER_BUT_LINE_FEED, CONTROL_CHARACTER_MESSAGE } from "./text.ts";

/**
 * An id in a JSON body is a JSON integer and nothing else: no strings, no
 * booleans, no arrays, so `"0x0c"`, `"1e1"`, `true` and `[7]` are refused.
 */
const id = (what: string) => z.number({ error: `Please select ${what}` }).int(`Please select ${what}`).positive(`Please select ${what}`).max(Number.MAX_SAFE_INTEGER, `Please select ${what}`);

/** A vote without a valid cardinal is refused with 'Please select a cardinal'. */
export const cardinalVoteBody = z.object({ cardinalId: id("a cardinal") });
export const pollVoteBody = z.object({ optionId: id("an option") });
/** An id in the path: decimal digits only, so `0x0c`, `1e1` and ` 7` are not poll numbers. */
export const pollIdParam = z.string().regex(/^[1-9][0-9]{0,14}$/, "must be a poll number").transform(Number);

/** The first client sent `message` and `url`; both names are accepted. */
const alias = (to: string, from: string) => (body: unknown) =>
  body && typeof body === "object" && !(to in body) && from in body ? { ...body, [to]: (body as Record<string, unknown>)[from] } : body;

export const messageBody = z.preprocess(alias("value", "message"), z.object({
  // A message keeps its line breaks (a textarea may send them as CRLF); every other control character is refused.
  value: z.string({ error: "must be text" }).transform((v) => v.replaceAll("\r\n", "\n"))
    .refine((v) => !CONTROL_CHARACTER_BUT_LINE_FEED.test(v), CONTROL_CHARACTER_MESSAGE.replace("tabs, line breaks or", "tabs or"))
    .refine((v) => v.length <= MESSAGE_MAX_LENGTH, `must be at most ${MESSAGE_MAX_LENGTH} characters`),
}));

export const gameNameBody = z.preprocess(alias("value", "message"), z.object({
  value: z.string({ error: "must be text" }).refine((v) => !CONTROL_CHARACTER.test(v), CONTROL_CHARACTER_MESSAGE).trim().min(1, "must not be empty").max(GAME_NAME_MAX_LENGTH, `must be at most ${GAME_NAME_MAX_LENGTH} characters`),
}));

export const streamBody = z.preprocess(alias("youtubeUrl", "url"), z.object({
  youtubeUrl: z.string({ error: YOUTUBE_ACCEPTED }).refine((v) => youtubeVideoId(v) !== null, YOUTUBE_ACCEPTED),
}));

export const loginBody = z.object({ password: z.string({ error: "is required" }).min(1, "is required").max(1024) });
