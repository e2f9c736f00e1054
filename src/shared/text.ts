/** Lower case without accents: "Erdő" → "erdo", "Schönborn" → "schonborn". */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[łŁ]/g, "l")
    .replace(/[øØ]/g, "o")
    .toLowerCase();
}

/** The search words of a free-text term, accents folded, punctuation dropped. */
export function searchWords(term: string): string[] {
  return foldText(term).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
