/** The element with `id`, typed; a missing one is a bug in the page, said at once. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (e === null) throw new Error(`the page has no #${id}`);
  return e as T;
}

/** Writes a message into an element, marked as an error, a success or plain. */
export function say(el: HTMLElement, text: string, tone: 'error' | 'ok' | '' = ''): void {
  el.textContent = text;
  el.className = tone === '' ? 'message' : `message ${tone}`;
}

/** An error's message (the library's errors carry their own text). */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A list of lines into a `<ul>` / `<ol>`. */
export function fillList(list: HTMLElement, lines: readonly string[]): void {
  list.replaceChildren(
    ...lines.map((l) => {
      const li = document.createElement('li');
      li.textContent = l;
      return li;
    }),
  );
}
