/**
 * In the browser, the interface's messages come from the page's own language
 * module, loaded before the app renders (see build.ts): the bundle then carries
 * one language's texts instead of seven. The build replaces Paraglide's `m`
 * (every message of every language) with `pageMessages()`.
 */
type MessageFunction = (inputs?: Record<string, unknown>) => string;

let installed: Record<string, MessageFunction> | null = null;

export function installMessages(module: Record<string, unknown>): void {
  installed = module as Record<string, MessageFunction>;
}

function pageMessage(key: string): MessageFunction {
  return (inputs) => {
    const message = installed?.[key];
    // Only a build that skipped the language module gets here: show the key rather than break the page.
    return message ? message(inputs) : key;
  };
}

/** `m` in the browser: any key read from it is that key's function in the installed module. */
export function pageMessages(): Record<string, MessageFunction> {
  const made = new Map<string, MessageFunction>();
  return new Proxy({} as Record<string, MessageFunction>, {
    get(_, key) {
      if (typeof key !== "string") return undefined;
      let fn = made.get(key);
      if (!fn) made.set(key, (fn = pageMessage(key)));
      return fn;
    },
  });
}
