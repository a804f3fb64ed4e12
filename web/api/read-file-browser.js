// Browsers and bundles have no files (package.json's #read-file, default condition): a file: URL
// there is a mistake the caller can fix.
export async function readFile(url) {
  throw new TypeError(
    `delve: cannot read ${url} here: give loadDelve({ wasm }) an http(s) URL, bytes or a WebAssembly.Module`,
  );
}

/** No paths: every string is a URL, a relative one read against the page, or the script. */
export const fileUrlOf = () => null;
