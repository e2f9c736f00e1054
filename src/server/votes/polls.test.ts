import { afterAll, expect, test } from "bun:test";
import { createTestApp, TEST_ADMIN_PASSWORD } from "../test/test-db.ts";
import { voteCountBands } from "../../shared/polls.ts";
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
  expect(margin.hasVoted).toBe(false);
});

const electorate = async () => ((await (await new VisitorClient(app).get("/api/conclave")).json()) as { electors: { count: number; majority: number } }).electors;
const marginPoll = async (v = new VisitorClient(app)) => (await pollsFor(v)).find((p) => p.question.includes("final ballot"))!;

test("the vote-count answers run from the two-thirds majority to every elector, as the electorate is", async () => {
  const { count, majority } = await electorate();
  expect(majority).toBe(Math.ceil((count * 2) / 3));
  const margin = await marginPoll();
  expect(margin.options.map((o) => o.label)).toEqual(voteCountBands({ count, majority }).map((b) => b.label));
  expect(margin.options[0]!.label).toStartWith(`${majority}–`);
  expect(margin.options.at(-1)!.label).toBe(`All ${count} votes`);
  expect(margin.description).toContain(`${majority} of the ${count} electors`);
  // Every number on offer is a result a final ballot can have.
  for (const n of margin.options.flatMap((o) => o.label.match(/\d+/g)!.map(Number))) {
    expect(n).toBeGreaterThanOrEqual(majority);
    expect(n).toBeLessThanOrEqual(count);
  }
});

test("with 117 electors the bands are 78-90, 91-103, 104-116 and all 117; a tiny electorate drops empty bands", () => {
  expect(voteCountBands({ count: 117, majority: 78 }).map((b) => b.label)).toEqual(["78–90 votes", "91–103 votes", "104–116 votes", "All 117 votes"]);
  expect(voteCountBands({ count: 3, majority: 2 }).map((b) => b.label)).toEqual(["2 votes", "All 3 votes"]);
});

test("when an elector dies the answers follow the smaller electorate", async () => {
  const before = await electorate();
  const op = new VisitorClient(app, "198.51.100.77");
  expect((await op.post("/api/admin/login", { password: TEST_ADMIN_PASSWORD })).status).toBe(200);
  const death = await op.request("PATCH", "/api/admin/roster/pietro-parolin", { changes: { deathDate: "2026-01-29" }, sourceUrl: "https://www.vaticannews.va/en/example.html" });
  expect(death.status).toBe(200);
  const after = await marginPoll();
  expect(after.options.at(-1)!.label).toBe(`All ${before.count - 1} votes`);
  expect(after.options[0]!.label).toStartWith(`${Math.ceil(((before.count - 1) * 2) / 3)}–`);
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
