import { useEffect, useState } from "react";

export interface Device {
  /** The main pointer is a finger: touch labels and touch aiming. */
  isTouch: boolean;
  /** A phone-sized touch screen: wider hit tolerance, longer shot flash. */
  isMobile: boolean;
}

/** Null until the first effect: rendering stays pure, the browser is read afterwards. */
export function useDevice(): Device | null {
  const [device, setDevice] = useState<Device | null>(null);
  useEffect(() => {
    // A screen with no hovering pointer is a touch screen even when it reports its pointer as fine
    // (some tablets and emulators do): keyboard hints such as "press P" mean nothing there.
    const isTouch = window.matchMedia("(pointer: coarse)").matches || window.matchMedia("(hover: none)").matches;
    const isMobile = isTouch && window.matchMedia("(max-width: 767px)").matches;
    setDevice({ isTouch, isMobile });
  }, []);
  return device;
}
