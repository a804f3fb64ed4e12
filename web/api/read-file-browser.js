// Browsers and bundles have no files (package.json's #read-file, default condition): a file: URL
// there is a mistake the caller can fix.
export async function readFile(url) {
  throw new TypeError(
    `delve: cannot read ${url} here: give loadDelve({ wasm }) an http(s) URL, bytes or a WebAssembly.Module`,
  );
}

/** No working directory: relative URLs are read against the page, or the script. */
export const workingDirectory = () => null;
