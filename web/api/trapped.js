// A trap in the WebAssembly module would mean a bug in delve: it surfaces as a plain Error
// naming the call. (A module of its own: the widget's game chunk keeps a copy of it.)
export function trapped(where, e) {
  return e instanceof WebAssembly.RuntimeError
    ? new Error(`${where}: internal error (${e.message})`)
    : e;
}
