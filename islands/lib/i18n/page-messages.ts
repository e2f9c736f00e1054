/**
 * In the browser, the interface's messages come from the page's own language
 * module, loaded before the app renders (see build.ts): the bundle then carries
 * one language's texts instead of seven. The build replaces the all-languages
 * message index with functions that call into the module installed here.
 */
type MessageFunction = (inputs?: Record<string, unknown>) => string;

let installed: Record<string, MessageFunction> | null = null;

export function installMessages(module: Record<string, unknown>): void {
  installed = module as Record<string, MessageFunction>;
}

export function pageMessage(key: string): MessageFunction {
  return (inputs) => {
    const message = installed?.[key];
    // Only a build that skipped the language module gets here: show the key rather than break the page.
    return message ? message(inputs) : key;
  };
}
