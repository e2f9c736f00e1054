import { useEffect, useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "../lib/query-client.ts";
import { SiteConfigContext, type SiteConfig } from "../lib/site-config.ts";
import { SiteLayout } from "./layout/site-layout.tsx";
import { AppRoutes } from "./routes.tsx";

/** The spec's start-up call; its answer only matters to someone reading the console. */
function useSeedDataPing() {
  useEffect(() => {
    fetch("/api/seed-data", { credentials: "include" })
      .then((res) => res.json())
      .then((data) => console.info("seed-data", data))
      .catch((err) => console.error("seed-data failed", err));
  }, []);
}

export function App({ config }: { config: SiteConfig }) {
  const [queryClient] = useState(createQueryClient);
  useSeedDataPing();
  return (
    <SiteConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
      </QueryClientProvider>
    </SiteConfigContext.Provider>
  );
}
