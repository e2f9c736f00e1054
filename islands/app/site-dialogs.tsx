import { useEffect, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useSignals } from "@preact/signals-react/runtime";
import { languageOfferShowing } from "./layout/language-offer-state.ts";
import { m } from "../lib/i18n/messages.ts";
import { useSiteConfig } from "../lib/site-config.ts";
import { SITE_NAME } from "../../src/shared/site.ts";

export const WELCOME_KEY = "cardinalis.welcomeSeen";
export const DONATION_KEY = "cardinalis.donationSeen";
export const WELCOME_DELAY_MS = 500;
export const DONATION_DELAY_MS = 30_000;

const seen = (key: string) => {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
};
const remember = (key: string) => {
  try {
    localStorage.setItem(key, "1");
  } catch {
    // Private modes may refuse storage; the dialog then simply returns next visit.
  }
};

/** Opens after `delayMs` unless dismissed before (now or on an earlier visit). */
function useTimedDialog(key: string, delayMs: number): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (seen(key)) return;
    const timer = setTimeout(() => setOpen(!seen(key)), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return [open, () => { remember(key); setOpen(false); }];
}

/**
 * The dialogs fade in (a fifth of a second, no movement, so also for visitors
 * who ask for reduced motion). Besides being gentler, a box first painted
 * transparent is not taken by the browser for the page's largest paint: the
 * welcome's paragraph, half a second after the page, would otherwise be the
 * "largest contentful paint" of every first visit on a phone, timing the
 * dialog instead of the page the visitor came for.
 */
const FADE_IN = "animate-fade-in animate-duration-200";

/**
 * `notice`: a card over the foot of the page that leaves the page as it is (no
 * veil, the page still scrolls and reads beside it). The welcome is one: it
 * comes half a second after the page, while the visitor starts reading, and a
 * modal's work at that moment (darkening and locking the whole page, hiding
 * the rest of it from assistive technology) held a phone's main thread for
 * longer than anything else the page did, and repainted every pixel.
 * `modal`: the donation prompt, half a minute in, asks for a decision first.
 */
function SiteDialog({ open, onDismiss, title, children, kind }: { open: boolean; onDismiss: () => void; title: string; children: React.ReactNode; kind: "modal" | "notice" }) {
  // A notice keeps to a phone's lower half: tighter and in smaller type there, as a modal on wider screens.
  const box = `rounded-lg border-t-4 border-gold-500 bg-white shadow-2xl focus:outline-none ${kind === "modal" ? "p-6" : "p-4 text-sm sm:p-6 sm:text-base"}`;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss()} modal={kind === "modal"}>
      <Dialog.Portal>
        {kind === "modal" && <Dialog.Overlay className={`fixed inset-0 z-50 bg-ink-900/60 ${FADE_IN}`} />}
        <Dialog.Content
          className={kind === "modal"
            ? `fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 ${box} ${FADE_IN}`
            : `fixed inset-x-4 bottom-4 z-50 mx-auto max-w-lg ${box} ${FADE_IN}`}
          // A notice is answered with its button or Escape; a click elsewhere on the page is reading, not an answer.
          onInteractOutside={kind === "notice" ? (event) => event.preventDefault() : undefined}
        >
          <Dialog.Title className={`font-serif font-semibold text-ink-900 ${kind === "modal" ? "text-2xl" : "text-xl sm:text-2xl"}`}>{title}</Dialog.Title>
          <div className={`space-y-3 text-ink-700 ${kind === "modal" ? "mt-3" : "mt-2 sm:mt-3"}`}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ShareNavigator = Pick<Navigator, "share" | "clipboard">;

/**
 * Shares the site's address: the system's share sheet where the browser has
 * one (Web Share), else the address copied to the clipboard, else shown to copy.
 */
export function ShareSiteButton({ nav = globalThis.navigator as ShareNavigator | undefined }: { nav?: ShareNavigator }) {
  const [said, setSaid] = useState("");
  const share = async () => {
    const url = `${window.location.origin}/`;
    if (typeof nav?.share === "function") {
      try {
        await nav.share({ title: SITE_NAME, text: m.site_tagline(), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await nav!.clipboard.writeText(url);
      setSaid(m.dialogs_donation_copied({ url }));
    } catch {
      setSaid(m.dialogs_donation_copy_failed({ url }));
    }
  };
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => void share()}>{m.dialogs_donation_share()}</button>
      {said && <p role="status" className="basis-full text-right text-sm text-ink-700">{said}</p>}
    </>
  );
}

/**
 * The welcome disclaimer (500 ms, or once the language offer is answered) and the donation prompt (30 s),
 * each remembered once dismissed.
 */
export default function SiteDialogs() {
  useSignals();
  const { contactEmail, donationUrl } = useSiteConfig();
  const [welcomeOpen, dismissWelcome] = useTimedDialog(WELCOME_KEY, WELCOME_DELAY_MS);
  const [donationOpen, dismissDonation] = useTimedDialog(DONATION_KEY, DONATION_DELAY_MS);
  // Effects run in order, so once this is set both timers are running (or were not needed). The
  // dialogs load lazily, after the page: a browser test advancing a fake clock waits for this.
  useEffect(() => {
    document.documentElement.dataset.siteDialogs = "ready";
    return () => {
      delete document.documentElement.dataset.siteDialogs;
    };
  }, []);
  // The address goes in as a link, so the sentence is split where the language puts it.
  const [before, after = ""] = m.dialogs_welcome_contact({ contactEmail: "\u0000" }).split("\u0000");
  return (
    <>
      <SiteDialog kind="notice" open={welcomeOpen && !donationOpen && !languageOfferShowing.value} onDismiss={dismissWelcome} title={m.dialogs_welcome_title()}>
        <Dialog.Description>{m.dialogs_welcome_body()}</Dialog.Description>
        <p>
          {m.dialogs_welcome_corrections()}
          {/* Without an address the sentence about writing in is left out; the correction form needs none. */}
          {contactEmail && <> {before}<a className="font-medium text-cardinal-700 underline" href={`mailto:${contactEmail}`}>{contactEmail}</a>{after}</>}
        </p>
        <div className="flex justify-end pt-2"><button type="button" className="btn-primary" onClick={dismissWelcome}>{m.dialogs_welcome_button()}</button></div>
      </SiteDialog>
      <SiteDialog kind="modal" open={donationOpen} onDismiss={dismissDonation} title={m.dialogs_donation_title()}>
        <Dialog.Description>{donationUrl ? m.dialogs_donation_body() : m.dialogs_donation_body_without_url()}</Dialog.Description>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" className="btn-outline" onClick={dismissDonation}>{donationUrl ? m.dialogs_donation_later() : m.dialogs_donation_close()}</button>
          {donationUrl ? (
            <a className="btn-primary" href={donationUrl} target="_blank" rel="noopener noreferrer" onClick={dismissDonation}>{m.dialogs_donation_donate()}</a>
          ) : <ShareSiteButton />}
        </div>
      </SiteDialog>
    </>
  );
}
