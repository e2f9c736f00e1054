export const REGIONS = ["Europe", "Americas", "Africa", "Asia", "Oceania"] as const;
export type Region = (typeof REGIONS)[number];

/** Newest first; Leo XIV is listed so that cardinals of his consistories can be recorded. */
export const CREATING_POPES = ["Pope Leo XIV", "Pope Francis", "Pope Benedict XVI", "Pope John Paul II"] as const;
