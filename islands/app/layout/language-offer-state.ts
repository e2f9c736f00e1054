import { signal } from "@preact/signals-react";

/**
 * Whether the language offer is showing. Both it and the welcome notice sit at the foot of the
 * page, and a first visit may get both: the welcome waits until the offer is answered, so neither
 * covers the other, and a visitor who takes the offer reads the welcome in his own language.
 */
export const languageOfferShowing = signal(false);
