// UTF-16 code units to a string, in browsers and bundles (package.json's #utf16, default
// condition).
const decoder = new TextDecoder('utf-16le');

export function decodeUtf16(units) {
  return decoder.decode(units);
}
