import { afterEach, expect, test } from "bun:test";
import { useState } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FilterBar } from "./filter-bar.tsx";
import { DEFAULT_FILTERS, filtersFromSearch, listParams, searchFromFilters, type DirectoryFilters } from "./filters.ts";

afterEach(cleanup);

let latest: DirectoryFilters = DEFAULT_FILTERS;

function Harness({ initial }: { initial: Partial<DirectoryFilters> }) {
  const [filters, setFilters] = useState<DirectoryFilters>({ ...DEFAULT_FILTERS, ...initial });
  latest = filters;
  return <FilterBar filters={filters} total={245} onChange={setFilters} />;
}

const regionSelect = () => screen.getByRole("combobox", { name: /Region/ }) as HTMLSelectElement;
const chip = (name: string) => screen.getByRole("button", { name, pressed: undefined });

test("shows the count and a removable search badge", () => {
  render(<Harness initial={{ search: "tagle", page: 3 }} />);
  expect(screen.getByText("(245 results)")).toBeTruthy();
  expect(screen.getByText("Search: tagle")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Remove search" }));
  expect(screen.queryByText("Search: tagle")).toBeNull();
  expect(latest.search).toBe("");
  expect(latest.page).toBe(1);
});

test("no badge without a search", () => {
  render(<Harness initial={{}} />);
  expect(screen.queryByText(/^Search:/)).toBeNull();
});

test("region chips toggle and keep the dropdown in step", () => {
  render(<Harness initial={{ page: 4 }} />);
  fireEvent.click(chip("Asia"));
  expect(regionSelect().value).toBe("Asia");
  expect(chip("Asia").getAttribute("aria-pressed")).toBe("true");
  expect(latest.page).toBe(1);
  fireEvent.click(chip("Asia"));
  expect(regionSelect().value).toBe("");
  expect(chip("Asia").getAttribute("aria-pressed")).toBe("false");
  fireEvent.change(regionSelect(), { target: { value: "Africa" } });
  expect(chip("Africa").getAttribute("aria-pressed")).toBe("true");
  fireEvent.click(chip("Europe"));
  expect(regionSelect().value).toBe("Europe");
  expect(chip("Africa").getAttribute("aria-pressed")).toBe("false");
});

test("the Under 80 chip sets and clears maxAge 80", () => {
  render(<Harness initial={{}} />);
  fireEvent.click(chip("Under 80"));
  expect(latest.maxAge).toBe(80);
  fireEvent.click(chip("Under 80"));
  expect(latest.maxAge).toBeNull();
});

test("the Electors chip filters by elector status, apart from the Under 80 age chip, and both reach the address", () => {
  render(<Harness initial={{ page: 2 }} />);
  fireEvent.click(chip("Electors"));
  expect(latest).toMatchObject({ electors: true, maxAge: null, page: 1 });
  expect(searchFromFilters(latest)).toBe("?elector=true");
  expect(listParams(latest)).toMatchObject({ elector: true, maxAge: undefined });
  fireEvent.click(chip("Under 80"));
  expect(searchFromFilters(latest)).toBe("?maxAge=80&elector=true");
  fireEvent.click(chip("Electors"));
  expect(latest.electors).toBe(false);
  expect(filtersFromSearch("?elector=true&conclaveExperience=no")).toMatchObject({ electors: true, conclaveExperience: "no" });
  expect(filtersFromSearch("?elector=yes&conclaveExperience=maybe")).toMatchObject({ electors: false, conclaveExperience: null });
});

test("the Conclaves menu filters by conclave experience", () => {
  render(<Harness initial={{}} />);
  const menu = screen.getByRole("combobox", { name: /Conclaves/ }) as HTMLSelectElement;
  fireEvent.change(menu, { target: { value: "no" } });
  expect(latest.conclaveExperience).toBe("no");
  expect(listParams(latest).conclaveExperience).toBe("no");
  fireEvent.change(menu, { target: { value: "" } });
  expect(latest.conclaveExperience).toBeNull();
});

test("sort choices set their natural order and reset the page", () => {
  render(<Harness initial={{ page: 5 }} />);
  const sort = screen.getByRole("combobox", { name: /Sort by/ });
  fireEvent.change(sort, { target: { value: "createdCardinal" } });
  expect(latest).toMatchObject({ sortBy: "createdCardinal", sortOrder: "desc", page: 1 });
  fireEvent.change(sort, { target: { value: "ageInYears" } });
  expect(latest).toMatchObject({ sortBy: "ageInYears", sortOrder: "asc" });
});

test("the list view is shown but not available", () => {
  render(<Harness initial={{}} />);
  expect(screen.getByRole("button", { name: "List" }).hasAttribute("disabled")).toBe(true);
});
