import { useId, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useCardinalProfile } from "./queries.ts";
import { ProfileTabs } from "./profile-tabs.tsx";
import { BasicInformation } from "./basic-information.tsx";
import { SuggestCorrection } from "./suggest-correction.tsx";
import { CardinalPhoto, useCardinalPhoto } from "../ui/cardinal-photo.tsx";
import { creditLine } from "../../src/shared/photos.ts";
import type { Cardinal } from "../../src/shared/cardinals.ts";
import { m } from "../lib/i18n/messages.ts";
import { PageSpinner } from "../ui/page-spinner.tsx";
import { ApiReadError } from "../../src/shared/api-contract.ts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { slugSearchTerm } from "../../src/shared/site.ts";

/** For an address that names no one: the cardinals whose names come closest, by the directory's rule. */
function ClosestNames({ slug }: { slug: string }) {
  const closest = useQuery(apiQueries.suggestions(slugSearchTerm(slug)));
  const found = closest.data?.suggestions.slice(0, 5) ?? [];
  if (found.length === 0) return null;
  return (
    <div className="px-6 pb-6 text-ink-700">
      <p>{m.cardinal_did_you_mean()}</p>
      <ul className="mt-2 space-y-1">
        {found.map((s) => (
          <li key={s.slug}><Link href={`/cardinal/${s.slug}`} className="text-cardinal-700 underline hover:text-cardinal-800">{s.nameWithOrder}</Link></li>
        ))}
      </ul>
    </div>
  );
}

interface Props {
  slug: string;
  onClose: () => void;
  /** Where focus goes back to when the panel closes (the card that opened it). */
  returnFocusTo?: () => HTMLElement | null;
  /**
   * Render in place rather than in a portal, without the entry animation: the
   * page of one cardinal is rendered on the server, where portals render nothing.
   */
  inline?: boolean;
}

/** The line under his name: his office (the record's words), or what stands in for one in the page's language. */
function officeLine(c: Pick<Cardinal, "currentPosition" | "status">): string {
  if (c.status === "deceased") return c.currentPosition ? m.cardinal_last_office({ office: c.currentPosition }) : m.cardinal_of_the_church();
  return c.currentPosition || m.cardinal_of_the_church();
}

const InPlace = ({ children }: { children: ReactNode }) => <>{children}</>;

/** The photo with the credit its licence asks for, linking to the file's page on Wikimedia Commons. */
function PanelPhoto({ cardinal }: { cardinal: { fullName: string; slug: string } }) {
  const photo = useCardinalPhoto(cardinal.slug);
  return (
    <figure>
      <CardinalPhoto cardinal={cardinal} className="aspect-[4/5] w-40 rounded-md object-cover shadow sm:w-full" avatarClassName="h-24 w-24 text-3xl" />
      {photo && (
        <figcaption className="mt-1.5 text-xs leading-snug text-ink-500" data-testid="photo-credit">
          <a href={photo.filePage} target="_blank" rel="noopener noreferrer" className="text-ink-500 underline-offset-2 hover:underline">{creditLine(photo)}</a>
        </figcaption>
      )}
    </figure>
  );
}

/** The right-hand slide-over with a cardinal's profile. */
export default function DetailPanel({ slug, onClose, returnFocusTo, inline = false }: Props) {
  const profile = useCardinalProfile(slug);
  const p = profile.data;
  const notFound = profile.error instanceof ApiReadError && profile.error.status === 404;
  const Container = inline ? InPlace : Dialog.Portal;
  // Named from the start: Radix links the title only after an effect, so the server's HTML and the first moments after hydration would have an unnamed dialog.
  const titleId = useId();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Container>
        <Dialog.Overlay data-testid="panel-backdrop" className={`fixed inset-0 z-50 bg-ink-900/70 ${inline ? "" : "animate-fade-in"}`} />
        <Dialog.Content
          aria-describedby={undefined}
          aria-labelledby={titleId}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={`fixed inset-y-0 right-0 z-50 flex w-full max-w-3xl flex-col bg-parchment-50 shadow-2xl focus:outline-none ${inline ? "" : "animate-slide-in-right"}`}
        >
          <header className="flex items-start gap-4 border-b border-parchment-300 bg-white px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              {/*
                The name is the h1: on his own page it heads the page, and over the
                list the modal panel is all a reader can reach. The panel's sections are h2.
              */}
              <Dialog.Title id={titleId} asChild>
                <h1 className="font-serif text-2xl font-semibold text-ink-900">
                  {p?.nameWithOrder ?? (notFound ? m.cardinal_panel_not_found() : profile.isError ? m.cardinal_unavailable() : m.cardinal_loading())}
                  {p?.status === "deceased" && <> <span aria-hidden="true">†</span><span className="sr-only">{m.cardinal_deceased()}</span></>}
                </h1>
              </Dialog.Title>
              {p && <p className="mt-0.5 text-sm text-ink-700">{officeLine(p)}</p>}
            </div>
            <Dialog.Close className="btn-ghost h-10 w-10 p-0 text-xl" aria-label={m.cardinal_close()}>✕</Dialog.Close>
          </header>
          <div className="flex-1 overflow-y-auto overflow-x-hidden">
            {profile.isPending && <PageSpinner label={m.cardinal_loading()} />}
            {notFound && (
              <p className="p-6 text-ink-700" role="alert">
                {m.cardinal_panel_not_listed({ slug })}
              </p>
            )}
            {notFound && <ClosestNames slug={slug} />}
            {profile.isError && !notFound && <p className="p-6 text-ink-700" role="alert">{m.cardinal_load_error()}</p>}
            {p && (
              <div className="grid gap-6 p-5 sm:grid-cols-[200px_minmax(0,1fr)] sm:p-6 [&>*]:min-w-0">
                <aside className="space-y-4">
                  <PanelPhoto cardinal={p} />
                  <BasicInformation p={p} />
                  <SuggestCorrection slug={p.slug} name={p.nameWithOrder} />
                </aside>
                <ProfileTabs profile={p} />
              </div>
            )}
          </div>
        </Dialog.Content>
      </Container>
    </Dialog.Root>
  );
}
