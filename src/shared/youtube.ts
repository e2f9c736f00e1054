const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"]);

/**
 * The video id in a YouTube address: watch?v=, /live/, /embed/, /shorts/,
 * youtu.be short links, or a bare 11-character id. Null for anything else.
 */
export function youtubeVideoId(input: string): string | null {
  const text = input.trim();
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!HOSTS.has(url.hostname)) return null;
  const candidate = url.hostname === "youtu.be"
    ? url.pathname.slice(1)
    : url.searchParams.get("v") ?? /^\/(?:live|embed|shorts)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? "";
  return ID.test(candidate) ? candidate : null;
}

/** The one form an address is stored in. */
export function canonicalYoutubeUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}

/** Privacy-enhanced embed address; autoplay and mute as the page asks. */
export function youtubeEmbedUrl(id: string, { autoplay, muted }: { autoplay: boolean; muted: boolean }): string {
  const params = new URLSearchParams({ autoplay: autoplay ? "1" : "0", mute: muted ? "1" : "0", rel: "0" });
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}

export const YOUTUBE_ACCEPTED =
  "Enter a YouTube address (youtube.com/watch?v=…, youtube.com/live/…, youtu.be/…, or an embed address) or an 11-character video id";
