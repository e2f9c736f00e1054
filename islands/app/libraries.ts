/**
 * The libraries the app is built on, which the loader (boot.ts) imports before the app so that
 * they are evaluated in a task of their own. Naming what the app uses of each is enough: the bundler
 * puts those modules in a chunk the app shares, and the rest of each library arrives with the app.
 */
export { createRoot, hydrateRoot } from "react-dom/client";
export { jsx } from "react/jsx-runtime";
export { QueryClient, QueryClientProvider, HydrationBoundary, useQuery } from "@tanstack/react-query";
export { Router, Route, Switch, Link, useLocation } from "wouter";
