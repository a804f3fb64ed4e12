// Reading delve.wasm from a file: URL, in Node (the "node" condition of package.json's #read-file),
// and the working directory that relative paths are read in.
import { pathToFileURL } from 'node:url';
export { readFile } from 'node:fs/promises';

/** The working directory as a file: URL. Its names escaped: a '#', '?' or '%' in one is no URL
 *  syntax ('file://' + the path would cut '/a#b/' at the '#'). */
export const workingDirectory = () => pathToFileURL(`${process.cwd()}/`);
