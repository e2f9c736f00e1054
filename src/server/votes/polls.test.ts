import { afterAll, expect, test } from "bun:test";
import { createTestApp } from "../test/test-db.ts";
import { VisitorClient } from "../test/visitor-client.ts";
import type { Poll } from "../../shared/participation.ts";

const { app, db, cleanup } = createTestApp();
afterAll(cleanup);

const pollsFor = async (v: VisitorClient) => (await (await v.get("/api/polls")).json()) as Poll[];

test("lists the seeded polls with options and no votes", async () => {
  const polls = await pollsFor(new VisitorClient(app));
  expect(polls.length).toBeGreaterThanOrEqual(6);
  expect(polls.length).toBeLessThanOrEqual(8);
  const margin = polls.find((p) => p.question.includes("final ballot"))!;
  expect(margin.options.map((o) => o.label)).toEqual(["60-65 votes", "66-70 votes", "71-75 votes", "76-80 votes", "More than 80 votes"]);
  expect(margin.hasVoted).toBe(false);
});

test("a visitor votes once per poll; percentages follow; a second vote is 409", async () => {
  const a = new VisitorClient(app, "203.0.113.10");
  const b = new VisitorClient(app, "203.0.113.11");
  const poll = (await pollsFor(a))[0]!;
  const [first, second] = poll.options;
  const ok = await a.post(`/api/polls/${poll.id}/vote`, { optionId: first!.id });
  expect(ok.status).toBe(200);
  await b.post(`/api/polls/${poll.id}/vote`, { optionId: second!.id });
  const again = await a.post(`/api/polls/${poll.id}/vote`, { optionId: second!.id });
  expect(again.status).toBe(409);
  const mine = (await pollsFor(a)).find((p) => p.id === poll.id)!;
  expect(mine.hasVoted).toBe(true);
  expect(mine.votedOptionId).toBe(first!.id);
  expect(mine.totalVotes).toBe(2);
  expect(mine.options.slice(0, 2).map((o) => o.percentage)).toEqual([50, 50]);
  const other = (await pollsFor(new VisitorClient(app, "203.0.113.12"))).find((p) => p.id === poll.id)!;
  expect(other.hasVoted).toBe(false);
  const next = (await pollsFor(a))[1]!;
  expect((await a.post(`/api/polls/${next.id}/vote`, { optionId: next.options[0]!.id })).status).toBe(200);
});

test("unknown poll is 404; an option of another poll, or no option, is 400", async () => {
  const v = new VisitorClient(app, "203.0.113.20");
  const [p1, p2] = await pollsFor(v);
  const count = () => db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM poll_votes").get()!.n;
  const before = count();
  expect((await v.post("/api/polls/99999/vote", { optionId: 1 })).status).toBe(404);
  expect((await v.post("/api/polls/abc/vote", { optionId: 1 })).status).toBe(400);
  expect((await v.post(`/api/polls/${p1!.id}/vote`, { optionId: p2!.options[0]!.id })).status).toBe(400);
  const missing = await v.post(`/api/polls/${p1!.id}/vote`, {});
  expect(missing.status).toBe(400);
  expect(((await missing.json()) as { field: string }).field).toBe("optionId");
  expect(count()).toBe(before);
});

test("only integers are poll and option ids: strings, booleans, arrays, hex and exponents are refused", async () => {
  const v = new VisitorClient(app, "203.0.113.21");
  const [poll] = await pollsFor(v);
  const option = poll!.options[0]!.id;
  const count = () => db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM poll_votes").get()!.n;
  const before = count();
  for (const optionId of [true, [option], String(option), `0x${option.toString(16)}`, `${option}e0`]) {
    const res = await v.post(`/api/polls/${poll!.id}/vote`, { optionId });
    expect({ optionId, status: res.status }).toEqual({ optionId, status: 400 });
  }
  for (const id of [`0x${poll!.id.toString(16)}`, `${poll!.id}e0`, `${poll!.id}.0`, `0${poll!.id}`]) {
    const res = await v.post(`/api/polls/${id}/vote`, { optionId: option });
    expect({ id, status: res.status }).toEqual({ id, status: 400 });
  }
  expect(count()).toBe(before);
});

test("polls by type", async () => {
  const v = new VisitorClient(app);
  const fun = (await (await v.get("/api/polls/type/fun")).json()) as Poll[];
  expect(fun.length).toBeGreaterThan(0);
  expect(fun.every((p) => p.type === "fun")).toBe(true);
  expect(await (await v.get("/api/polls/type/none")).json()).toEqual([]);
  expect((await v.get("/api/polls/type/%3Cscript%3E")).status).toBe(400);
});
