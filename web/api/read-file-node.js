// Reading delve.wasm from a file: URL, in Node (the "node" condition of package.json's #read-file).
export { readFile } from 'node:fs/promises';
