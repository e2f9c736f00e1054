import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { apiQueries } from "../../src/shared/api-queries.ts";
import { m } from "../lib/i18n/messages.ts";

/** Which cardinals have a licensed photo (the operator syncs them from Wikimedia Commons). */
export function usePhotoIndex() {
  return useQuery(apiQueries.photos());
}

/** The licensed photo and its credit for one cardinal, or null while unknown or when there is none. */
export function useCardinalPhoto(slug: string) {
  return usePhotoIndex().data?.photos[slug] ?? null;
}

/** "Luis Antonio Tagle" → "LT": first and last word, so particles in the middle do not count. */
export function initialsOf(fullName: string): string {
  const words = fullName.replace(/\(.*?\)/g, "").trim().split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? words.at(-1)![0]! : "";
  return (first + last).toUpperCase();
}

/** A modest stand-in for a person without a photo: their initials in a circle. */
export function InitialsAvatar({ fullName, className = "h-12 w-12 text-lg" }: { fullName: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="initials-avatar"
      className={`inline-flex shrink-0 select-none items-center justify-center rounded-full bg-parchment-200 font-serif font-semibold text-cardinal-800 ring-1 ring-parchment-300 ${className}`}
    >
      {initialsOf(fullName)}
    </span>
  );
}

interface Props {
  cardinal: { fullName: string; slug: string };
  className?: string;
  alt?: string;
  /** Classes for the initials avatar shown when there is no photo (defaults to a small circle). */
  avatarClassName?: string;
}

/** The cardinal's licensed photo when there is one; otherwise (or when it fails to load) an initials avatar. */
export function CardinalPhoto({ cardinal, className, alt, avatarClassName }: Props) {
  const photo = useCardinalPhoto(cardinal.slug);
  const [failed, setFailed] = useState(false);
  if (!photo || failed) return <InitialsAvatar fullName={cardinal.fullName} className={avatarClassName} />;
  return (
    <img
      src={photo.src}
      alt={alt ?? m.cardinal_portrait_of({ name: cardinal.fullName })}
      loading="lazy"
      decoding="async"
      onError={() => {
        console.warn(`Photo for ${cardinal.fullName} could not be loaded`);
        setFailed(true);
      }}
      className={className}
    />
  );
}
