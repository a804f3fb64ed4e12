// Reading delve.wasm from a file: URL, in Node (the "node" condition of package.json's #read-file),
// and the paths it may be named by.
import { pathToFileURL } from 'node:url';
export { readFile } from 'node:fs/promises';

/** A string with no URL scheme ('delve.wasm', './a#b/delve.wasm', '/x/%41.wasm', or Windows'
 *  'C:\\x\\delve.wasm') as the file: URL of that path, from the working directory: a '#', '?'
 *  or '%' in it is part of a name, not URL syntax. Null for a URL ('file:', 'https:' ...). */
export const fileUrlOf = (source) =>
  /^[a-z][a-z\d+.-]+:/i.test(source) ? null : pathToFileURL(source);
