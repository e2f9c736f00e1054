import { expect, test } from "bun:test";
import { paginationWindow } from "./pagination-window.ts";

test("no pages or one page", () => {
  expect(paginationWindow(1, 0)).toEqual([]);
  expect(paginationWindow(1, 1)).toEqual([1]);
});

test("small counts show every page without ellipses", () => {
  expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
  expect(paginationWindow(2, 4)).toEqual([1, 2, 3, 4]);
});

test("first, last, the window around the current page, and ellipses for gaps", () => {
  expect(paginationWindow(1, 21)).toEqual([1, 2, "ellipsis-end", 21]);
  expect(paginationWindow(10, 21)).toEqual([1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 21]);
  expect(paginationWindow(21, 21)).toEqual([1, "ellipsis-start", 20, 21]);
  expect(paginationWindow(3, 21)).toEqual([1, 2, 3, 4, "ellipsis-end", 21]);
  expect(paginationWindow(19, 21)).toEqual([1, "ellipsis-start", 18, 19, 20, 21]);
});
