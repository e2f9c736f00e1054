export const REGIONS = ["Europe", "Americas", "Africa", "Asia", "Oceania"] as const;
export type Region = (typeof REGIONS)[number];

export const CREATING_POPES = ["Pope Francis", "Pope Benedict XVI", "Pope John Paul II"] as const;
