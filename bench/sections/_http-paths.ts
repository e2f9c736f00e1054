/** The URLs the HTTP benchmarks rotate through. */

/** About twenty list queries: every filter, every sort field, both orders, a few pages. */
export const LIST_PATHS = [
  "/api/cardinals",
  "/api/cardinals?sortBy=fullName&sortOrder=asc",
  "/api/cardinals?region=Europe",
  "/api/cardinals?region=Americas&sortBy=ageInYears",
  "/api/cardinals?region=Africa&sortBy=createdCardinal&sortOrder=desc",
  "/api/cardinals?region=Asia&maxAge=80",
  "/api/cardinals?region=Oceania&sortBy=nationality",
  "/api/cardinals?createdBy=Pope%20Francis",
  "/api/cardinals?createdBy=Pope%20Benedict%20XVI&sortBy=nationality",
  "/api/cardinals?createdBy=Pope%20John%20Paul%20II&sortBy=ageInYears&sortOrder=desc",
  "/api/cardinals?maxAge=80&sortBy=lastName",
  "/api/cardinals?minAge=80&sortBy=ageInYears&sortOrder=asc",
  "/api/cardinals?minAge=60&maxAge=75&sortBy=fullName",
  "/api/cardinals?page=2",
  "/api/cardinals?page=3&sortBy=nationality&sortOrder=desc",
  "/api/cardinals?search=maria",
  "/api/cardinals?search=joseph&sortBy=ageInYears",
  "/api/cardinals?region=Europe&maxAge=80&sortBy=createdCardinal&page=2",
  "/api/cardinals?region=Americas&createdBy=Pope%20Francis&sortBy=fullName&sortOrder=desc",
  "/api/cardinals?sortBy=lastName&sortOrder=desc&page=5",
];

/** Pietro Parolin and a few others, including the pope's own record. */
export const DETAIL_PATHS = [
  "pietro-parolin",
  "luis-antonio-tagle",
  "christoph-schonborn",
  "marc-ouellet",
  "fernando-filoni",
  "giovanni-battista-re",
  "bechara-boutros-al-rahi",
  "robert-francis-prevost",
].map((slug) => `/api/cardinals/${slug}`);

/** What the search box asks while a visitor types: 2 to 4 letters, five results. */
export const SUGGESTION_PATHS = [
  "pa", "par", "tag", "erdo", "zu", "ma", "jo", "bo", "fra", "ka",
  "lu", "pet", "an", "sa", "ro", "gr", "mi", "ho", "de", "tur",
].map((term) => `/api/cardinals/suggestions?search=${term}`);
