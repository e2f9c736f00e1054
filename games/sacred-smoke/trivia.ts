/** The banner shown at game start (one of 8 facts, for 4 s). */
export const TRIVIA_MS = 4000;

/**
 * True facts about conclaves. Sources: the apostolic constitution Universi
 * Dominici Gregis (1996, amended 2007 and 2013) for the rules of today's
 * conclave; Gregory X's Ubi periculum (1274) for the Viterbo election.
 */
export const TRIVIA: readonly string[] = [
  "'Conclave' comes from the Latin cum clave, 'with a key': the cardinals are shut in until they choose a pope.",
  "Cardinals who have turned 80 before the Holy See falls vacant do not vote in the conclave.",
  "A pope needs a two-thirds majority of the cardinal electors present.",
  "Up to four ballots are held each day: two in the morning and two in the afternoon.",
  "Each cardinal writes his choice under the words 'Eligo in Summum Pontificem': 'I elect as Supreme Pontiff'.",
  "The ballots are burned in a stove in the Sistine Chapel: black smoke means no pope yet, white smoke means a pope is elected.",
  "The papal election at Viterbo (1268-1271) lasted almost three years; it led Gregory X to decree in 1274 that electors be locked in.",
  "The new pope is announced from the central balcony of St. Peter's Basilica with the words 'Habemus Papam': 'We have a pope'.",
];

/** One fact for a number in [0, 1), such as a random draw. */
export function pickTrivia(r: number): string {
  const fact = TRIVIA[Math.floor(r * TRIVIA.length) % TRIVIA.length];
  if (fact === undefined) throw new Error("no trivia");
  return fact;
}
