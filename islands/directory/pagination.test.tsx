import { afterEach, expect, mock, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Pagination } from "./pagination.tsx";

afterEach(cleanup);

test("hidden with a single page", () => {
  const { container } = render(<Pagination page={1} pages={1} onPage={() => {}} />);
  expect(container.innerHTML).toBe("");
});

test("Previous disabled on the first page, Next on the last", () => {
  const { rerender } = render(<Pagination page={1} pages={5} onPage={() => {}} />);
  expect(screen.getByRole("button", { name: /Previous/ }).hasAttribute("disabled")).toBe(true);
  expect(screen.getByRole("button", { name: /Next/ }).hasAttribute("disabled")).toBe(false);
  rerender(<Pagination page={5} pages={5} onPage={() => {}} />);
  expect(screen.getByRole("button", { name: /Next/ }).hasAttribute("disabled")).toBe(true);
});

test("shows ellipses for gaps and reports the chosen page", () => {
  const onPage = mock((_page: number) => {});
  render(<Pagination page={10} pages={21} onPage={onPage} />);
  expect(screen.getAllByText("...")).toHaveLength(2);
  expect(screen.getByRole("button", { name: "Page 10" }).getAttribute("aria-current")).toBe("page");
  fireEvent.click(screen.getByRole("button", { name: "Page 21" }));
  fireEvent.click(screen.getByRole("button", { name: /Next/ }));
  expect(onPage.mock.calls).toEqual([[21], [11]]);
});
