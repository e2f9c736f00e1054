import { afterEach, expect, test } from "bun:test";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { FilterBar, resultCount } from "./filter-bar.tsx";
import { DEFAULT_FILTERS, filtersFromSearch, listParams, searchFromFilters, type DirectoryFilters } from "./filters.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { apiQueries } from "../../src/shared/api-queries.ts";
import type { DirectoryFilterValues } from "../../src/shared/cardinals.ts";

afterEach(cleanup);

let latest: DirectoryFilters = DEFAULT_FILTERS;

/** A few of the values the server lists, as GET /api/cardinals/filters spells them. */
const VALUES: DirectoryFilterValues = {
  ranks: [{ value: "bishop", label: "Cardinal Bishop", count: 13 }, { value: "priest", label: "Cardinal Priest", count: 199 }],
  countries: [{ value: "Italy", label: "Italy", count: 50 }, { value: "China (Hong Kong)", label: "China (Hong Kong)", count: 3 }],
  religiousOrders: [{ value: "SDB", label: "SDB", count: 10 }, { value: "SJ", label: "SJ", count: 9 }],
  createdBy: [{ value: "Pope Francis", label: "Pope Francis", count: 147 }, { value: "Pope Benedict XVI", label: "Pope Benedict XVI", count: 58 }],
};

function Harness({ initial, total = 245 }: { initial: Partial<DirectoryFilters>; total?: number }) {
  const [filters, setFilters] = useState<DirectoryFilters>({ ...DEFAULT_FILTERS, ...initial });
  latest = filters;
  return <FilterBar filters={filters} total={total} onChange={setFilters} />;
}

function renderBar(initial: Partial<DirectoryFilters>, total?: number) {
  const client = createQueryClient();
  client.setQueryData(apiQueries.directoryFilters().queryKey, VALUES);
  return render(<QueryClientProvider client={client}><Harness initial={initial} total={total} /></QueryClientProvider>);
}

const select = (name: RegExp) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const regionSelect = () => select(/Region/);
const chip = (name: string) => screen.getByRole("link", { name });
const isCurrent = (name: string) => chip(name).getAttribute("aria-current") === "true";

test("shows the count and a removable search badge", () => {
  renderBar({ search: "tagle", page: 3 });
  expect(screen.getByText("(245 results)")).toBeTruthy();
  expect(screen.getByText("Search: tagle")).toBeTruthy();
  fireEvent.click(screen.getByRole("link", { name: "Remove search" }));
  expect(screen.queryByText("Search: tagle")).toBeNull();
  expect(latest.search).toBe("");
  expect(latest.page).toBe(1);
});

test("no badge without a search", () => {
  renderBar({});
  expect(screen.queryByText(/^Search:/)).toBeNull();
});

test("region chips toggle and keep the dropdown in step", () => {
  renderBar({ page: 4 });
  fireEvent.click(chip("Asia"));
  expect(regionSelect().value).toBe("Asia");
  expect(isCurrent("Asia")).toBe(true);
  expect(latest.page).toBe(1);
  fireEvent.click(chip("Asia"));
  expect(regionSelect().value).toBe("");
  expect(isCurrent("Asia")).toBe(false);
  fireEvent.change(regionSelect(), { target: { value: "Africa" } });
  expect(isCurrent("Africa")).toBe(true);
  fireEvent.click(chip("Europe"));
  expect(regionSelect().value).toBe("Europe");
  expect(isCurrent("Africa")).toBe(false);
});

test("the Under 80 chip sets and clears maxAge 80", () => {
  renderBar({});
  fireEvent.click(chip("Under 80"));
  expect(latest.maxAge).toBe(80);
  fireEvent.click(chip("Under 80"));
  expect(latest.maxAge).toBeNull();
});

test("the Electors chip filters by elector status, apart from the Under 80 age chip, and both reach the address", () => {
  renderBar({ page: 2 });
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
  renderBar({});
  const menu = screen.getByRole("combobox", { name: /Conclaves/ }) as HTMLSelectElement;
  fireEvent.change(menu, { target: { value: "no" } });
  expect(latest.conclaveExperience).toBe("no");
  expect(listParams(latest).conclaveExperience).toBe("no");
  fireEvent.change(menu, { target: { value: "" } });
  expect(latest.conclaveExperience).toBeNull();
});

test("sort choices set their natural order and reset the page", () => {
  renderBar({ page: 5 });
  const sort = screen.getByRole("combobox", { name: /Sort by/ });
  fireEvent.change(sort, { target: { value: "createdCardinal" } });
  expect(latest).toMatchObject({ sortBy: "createdCardinal", sortOrder: "desc", page: 1 });
  fireEvent.change(sort, { target: { value: "ageInYears" } });
  expect(latest).toMatchObject({ sortBy: "ageInYears", sortOrder: "asc" });
});

test("one result reads in the singular", () => {
  expect(resultCount(1)).toBe("(1 result)");
  expect(resultCount(0)).toBe("(0 results)");
  renderBar({}, 1);
  expect(screen.getByTestId("result-count").textContent).toBe("(1 result)");
});

test("no view toggle that does nothing: the grid is the only view", () => {
  renderBar({});
  expect(screen.queryByRole("button", { name: "List" })).toBeNull();
  expect(screen.queryByRole("group", { name: "View" })).toBeNull();
});

test("quick filters are links to the filtered address, so they work without JavaScript", () => {
  renderBar({ search: "tagle", page: 3, electors: true });
  expect(chip("Asia").getAttribute("href")).toBe("/?search=tagle&region=Asia&elector=true");
  expect(chip("Electors").getAttribute("href")).toBe("/?search=tagle");
  expect(screen.getByRole("link", { name: "Remove search" }).getAttribute("href")).toBe("/?elector=true");
  expect(screen.getByRole("link", { name: "Clear all filters" }).getAttribute("href")).toBe("/");
});

test("the menus are a GET form of the directory's address, carrying what the links set", () => {
  const { container } = renderBar({ search: "tagle", electors: true, maxAge: 80 });
  const form = container.querySelector("form")!;
  expect(form.getAttribute("method")).toBe("get");
  expect(form.getAttribute("action")).toBe("/");
  const names = [...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);
  expect(names).toEqual(["search", "elector", "maxAge", "region", "country", "rank", "religiousOrder", "createdBy", "conclaveExperience", "sortBy"]);
  // The button is for readers without JavaScript: the same in the server's HTML and after hydration (so
  // nothing moves), inside a box the stylesheet hides and only the page's <noscript> style shows.
  const box = screen.getByRole("button", { name: "Apply filters", hidden: true }).parentElement!;
  expect(box.hasAttribute("data-nojs-only")).toBe(true);
  expect(box.classList.contains("hidden")).toBe(true);
  const client = createQueryClient();
  const html = renderToString(<QueryClientProvider client={client}><FilterBar filters={DEFAULT_FILTERS} total={245} onChange={() => {}} /></QueryClientProvider>);
  expect(html).toContain('<div data-nojs-only="" class="hidden col-span-2 sm:col-span-1"><button type="submit" class="btn-primary w-full sm:w-auto">Apply filters</button></div>');
});

test("rank, country, religious order and creating pope menus offer the records' values and reach the API query", () => {
  renderBar({ page: 3 });
  expect([...select(/Country/).options].map((o) => o.value)).toEqual(["", "Italy", "China (Hong Kong)"]);
  fireEvent.change(select(/Country/), { target: { value: "China (Hong Kong)" } });
  fireEvent.change(select(/Rank/), { target: { value: "bishop" } });
  fireEvent.change(select(/Religious order/), { target: { value: "SJ" } });
  fireEvent.change(select(/Created by/), { target: { value: "Pope Benedict XVI" } });
  expect(latest).toMatchObject({ country: "China (Hong Kong)", rank: "bishop", religiousOrder: "SJ", createdBy: "Pope Benedict XVI", page: 1 });
  const address = searchFromFilters(latest);
  expect(address).toBe("?rank=bishop&country=China+%28Hong+Kong%29&religiousOrder=SJ&createdBy=Pope+Benedict+XVI");
  expect(filtersFromSearch(address)).toEqual(latest);
  expect(listParams(latest)).toMatchObject({ rank: "bishop", country: "China (Hong Kong)", religiousOrder: "SJ", createdBy: "Pope Benedict XVI" });
  fireEvent.change(select(/Country/), { target: { value: "" } });
  expect(latest.country).toBeNull();
});

test("an address with a value no menu knows keeps it choosable, and a malformed one is ignored", () => {
  expect(filtersFromSearch("?rank=cardinal&createdBy=Pope+Pius+XII&country=")).toMatchObject({ rank: null, createdBy: null, country: null });
  renderBar({ country: "Atlantis" });
  expect(select(/Country/).value).toBe("Atlantis");
});
