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
  expect(screen.queryByRole("link", { name: /Previous/ })).toBeNull();
  expect(screen.getByText(/Previous/).getAttribute("aria-disabled")).toBe("true");
  expect(screen.getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("?page=2");
  rerender(<Pagination page={5} pages={5} onPage={() => {}} />);
  expect(screen.queryByRole("link", { name: /Next/ })).toBeNull();
  expect(screen.getByText(/Next/).getAttribute("aria-disabled")).toBe("true");
});

test("every page is a plain link to its address, for pages read without JavaScript", () => {
  render(<Pagination page={2} pages={3} onPage={() => {}} hrefFor={(p) => `/?region=Asia&page=${p}`} />);
  expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/?region=Asia&page=3");
  expect(screen.getByRole("link", { name: /Previous/ }).getAttribute("href")).toBe("/?region=Asia&page=1");
});

test("shows ellipses for gaps and reports the chosen page", () => {
  const onPage = mock((_page: number) => {});
  render(<Pagination page={10} pages={21} onPage={onPage} />);
  expect(screen.getAllByText("...")).toHaveLength(2);
  expect(screen.getByRole("link", { name: "Page 10" }).getAttribute("aria-current")).toBe("page");
  fireEvent.click(screen.getByRole("link", { name: "Page 21" }));
  fireEvent.click(screen.getByRole("link", { name: /Next/ }));
  expect(onPage.mock.calls).toEqual([[21], [11]]);
});
