/** The poll whose answers are numbers of votes, worked out from the electorate rather than stored. */
export const VOTE_COUNT_POLL_KEY = "winning-margin";

export interface Electorate { count: number; majority: number }

/**
 * The answers a final ballot can have: from the two-thirds majority up to
 * every elector, the range below unanimity split into three nearly equal
 * bands, then all of them. With 117 electors: 78-90, 91-103, 104-116 and
 * all 117. A band left empty by a very small electorate is left out.
 */
export function voteCountBands({ count, majority }: Electorate): { key: string; label: string }[] {
  const below = Math.max(0, count - majority);
  const sizes = [0, 1, 2].map((i) => Math.floor((below + 2 - i) / 3));
  const bands: { key: string; label: string }[] = [];
  let from = majority;
  sizes.forEach((size, i) => {
    if (size <= 0) return;
    const to = from + size - 1;
    bands.push({ key: `majority-band-${i + 1}`, label: from === to ? `${from} votes` : `${from}–${to} votes` });
    from = to + 1;
  });
  if (count > 0) bands.push({ key: "all-electors", label: `All ${count} votes` });
  return bands;
}

/** The vote-count poll's description, with the day's figures. */
export const voteCountDescription = ({ count, majority }: Electorate) =>
  `A pope needs two thirds of the electors' votes: ${majority} of the ${count} electors today. Pick the range you expect.`;
