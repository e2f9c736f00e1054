/**
 * "Tell me when there is white smoke": off until the visitor turns it on, and
 * only while the tab is open. A system notification where the browser permits
 * one; otherwise the tab's title changes and a short tone sounds.
 */
import type { ConclaveState } from "../../src/shared/conclave.ts";
import { INTL_LOCALES } from "../../src/shared/locales.ts";
import { getLocale, m } from "./i18n/messages.ts";

const KEY = "cardinalis.white-smoke-alert";
const listeners = new Set<() => void>();
let audio: AudioContext | null = null;
let titleBefore: string | null = null;

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

export const alertStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: read,
  /** On the server nobody has asked to be told. */
  getServer: () => false,
};

/** Turns the alert on or off; turning it on asks for permission to notify (the click is the gesture browsers want). */
export async function setWhiteSmokeAlert(on: boolean): Promise<void> {
  try {
    if (on) localStorage.setItem(KEY, "on");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
  listeners.forEach((l) => l());
  if (!on) return;
  // Made during the click, so the tone may sound later without another gesture.
  const Ctx = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (Ctx && !audio) audio = new Ctx();
  if (typeof Notification !== "undefined" && Notification.permission === "default") {
    await Notification.requestPermission().catch(() => "denied");
  }
}

/** What is new enough to announce between two states: white smoke, then the name. */
export function whiteSmokeNews(before: ConclaveState | undefined, after: ConclaveState): { title: string; body: string } | null {
  if (!before) return null;
  if (after.phase === "elected" && before.phase !== "elected" && after.elected) {
    return { title: m.conclave_heading_elected(), body: `${after.elected.fullName}, ${after.elected.papalName}` };
  }
  const whites = (s: ConclaveState) => s.ballots.filter((b) => b.smoke === "white").length;
  if (whites(after) > whites(before)) return { title: m.live_alert_white_title(), body: m.live_alert_white_body() };
  return null;
}

function tone() {
  if (!audio) return;
  void audio.resume();
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = 880;
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
  osc.connect(gain).connect(audio.destination);
  osc.start();
  osc.stop(audio.currentTime + 0.6);
}

/** Tells the visitor, if he asked to be told. */
export function announce(news: { title: string; body: string }): void {
  if (!read()) return;
  if (typeof Notification !== "undefined" && Notification.permission === "granted") {
    try {
      new Notification(news.title, { body: news.body, tag: "conclave" });
      return;
    } catch {
      // Some browsers allow notifications only from a service worker: fall back to the title and tone.
    }
  }
  titleBefore ??= document.title;
  document.title = `⚪ ${news.title.toLocaleUpperCase(INTL_LOCALES[getLocale()])}: ${news.body}`;
  tone();
  // The title goes back once the visitor has looked at the tab.
  const restore = () => {
    if (document.visibilityState !== "visible" || titleBefore === null) return;
    setTimeout(() => {
      if (titleBefore !== null) document.title = titleBefore;
      titleBefore = null;
    }, 10_000);
    document.removeEventListener("visibilitychange", restore);
  };
  document.addEventListener("visibilitychange", restore);
  restore();
}
