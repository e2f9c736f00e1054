export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * Page 1, the last page, and about three pages around the current one,
 * with an ellipsis for each gap: 1 … 4 5 6 … 21.
 */
export function paginationWindow(current: number, pages: number, radius = 1): PageItem[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const start = Math.max(2, current - radius);
  const end = Math.min(pages - 1, current + radius);
  const items: PageItem[] = [1];
  if (start > 2) items.push("ellipsis-start");
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pages - 1) items.push("ellipsis-end");
  items.push(pages);
  return items;
}
