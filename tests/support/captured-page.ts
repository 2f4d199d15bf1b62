/**
 * A captured page (fixtures-html/captures/) as our script meets it: its body markup and the config
 * globals its inline scripts print (`var name = {…};`, what the platform localizes), nothing executed.
 */

const PRINTED_GLOBAL = /^\s*var (\w+) = (\{.*\});\s*$/gm;

/** Shows `html` in the document and sets its printed globals; returns the undo of those globals. */
export function loadCapturedPage(html: string): () => void {
  const globals = globalThis as Record<string, unknown>;
  const names: string[] = [];
  for (const [, name, json] of html.matchAll(PRINTED_GLOBAL)) {
    try {
      globals[name!] = JSON.parse(json!) as unknown;
      names.push(name!);
    } catch {
      // Not JSON (a script's own code): a browser would run it, we only read config.
    }
  }
  // Parsed without scripts, stylesheets and styles: nothing runs or loads.
  const inert = html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<link\b[^>]*>/gi, '');
  const doc = new DOMParser().parseFromString(inert, 'text/html');
  document.body.className = doc.body.className;
  document.body.innerHTML = doc.body.innerHTML;
  return () => {
    for (const name of names) delete globals[name];
  };
}
