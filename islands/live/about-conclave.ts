/**
 * The 'About the Conclave' block. Each sentence is a settled fact of the
 * rules in Universi Dominici Gregis (1996, amended 2007 and 2013) or of the
 * 2025 conclave; the Conclave Insights page gives the detail and sources.
 */
export const ABOUT_CONCLAVE = {
  heading: "About the Conclave",
  paragraphs: [
    "A conclave is the closed meeting in which the cardinals elect a new pope. The name comes from the Latin cum clave, “with a key”: the electors are shut away from the outside world until they have chosen.",
    "Only cardinals who had not turned 80 before the See of Rome fell vacant may vote. They meet in the Sistine Chapel and hold up to four ballots a day; a candidate needs at least two-thirds of the votes.",
    "After each session the ballots are burned. Black smoke from the chapel chimney means no one has been elected; white smoke and the bells of St Peter's mean a new pope, who is announced from the basilica's central balcony with the words Habemus Papam.",
    "The most recent conclave, in May 2025, elected Cardinal Robert Francis Prevost on its second day. He took the name Leo XIV.",
  ],
} as const;
