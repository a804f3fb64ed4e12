// Loads delve.wasm — from a URL (Node reads file: URLs, browsers stream http(s) ones), from bytes,
// or from an already compiled WebAssembly.Module — and instantiates it. The module has no imports.
import { readFile, fileUrlOf } from '#read-file';
import { FONT_BYTES } from './constants.js';
import { describe } from './options.js';

// delve.wasm and the font of pictures, by default: each written as a literal `new URL(path,
// import.meta.url)`, the pattern bundlers (webpack 5, Vite, Parcel) find, emitting the file as
// an asset and putting its address in its place. From the sources they are built into
// build/web/; scripts/build-web.mjs makes the paths './' for its bundles, which sit beside them.
const defaultWasmUrl = () => new URL('../../build/web/delve.wasm', import.meta.url);
const defaultFontUrl = () => new URL('../../build/web/delve-vga.f16', import.meta.url);

// A URL as the caller meant it: in Node a string with no scheme is a path (from the working
// directory); elsewhere relative strings are read against the page.
function absolute(source) {
  const file = typeof source === 'string' ? fileUrlOf(source) : null;
  return file ?? new URL(source, typeof location !== 'undefined' ? location.href : import.meta.url);
}

async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
}

/** The bytes of a file fetched from `url`, or an error: HTTP 404, or an HTML page where the
 *  file was asked for. */
export async function fetchBytes(url) {
  return fileBytes(await fetchOk(url));
}

// A response's bytes, unless they are a page: a development server answers every address it
// lacks with its page (Vite's does), and neither the wasm nor the fonts start with "<".
async function fileBytes(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const start = String.fromCharCode(...bytes.subarray(0, 16));
  if (/^\s*<(!doctype|html|head|!--)/i.test(start))
    throw new Error('the server answered with an HTML page, not the file: is the file there?');
  return bytes;
}

// A load that failed, said with where the source came from: 'options.wasm: cannot load
// file:///x/delve.wasm: ENOENT: …', or 'options.wasm: 3 bytes: not WebAssembly: …'; the error
// keeps its class (a CompileError stays one) and code (ENOENT), and the original is its cause.
async function from(where, source, load) {
  try {
    return await load();
  } catch (e) {
    const problem =
      e instanceof WebAssembly.CompileError
        ? `${source}: not WebAssembly`
        : `cannot load ${source}`;
    const Kind = [WebAssembly.CompileError, TypeError].find((k) => e instanceof k) ?? Error;
    const error = new Kind(`${where}: ${problem}: ${e?.message}`, { cause: e });
    if (e?.code !== undefined) error.code = e.code;
    throw error;
  }
}

async function bytesFromUrl(url) {
  if (url.protocol === 'file:') return new Uint8Array(await readFile(url));
  return fetchBytes(url);
}

/** The 8x16 font pictures are drawn in (delve.png, delve.svg): `font` as bytes or a URL; by
 *  default the delve-vga.f16 beside delve.wasm when the wasm comes from a URL, and none (null)
 *  if that is missing; false for none. */
export async function loadFont(font, wasm) {
  if (font === false) return null;
  if (font instanceof ArrayBuffer || ArrayBuffer.isView(font)) {
    const bytes = new Uint8Array(font.buffer ?? font, font.byteOffset ?? 0, font.byteLength);
    if (bytes.length !== FONT_BYTES)
      throw new RangeError(
        `options.font must be ${FONT_BYTES} bytes (256 glyphs of 16 rows), not ${bytes.length}`,
      );
    return bytes;
  }
  if (font instanceof URL || typeof font === 'string') {
    const url = absolute(font);
    return loadFont(await from('options.font', url, () => bytesFromUrl(url)));
  }
  if (font !== undefined)
    throw new TypeError(
      `options.font must be a URL, a string URL, ${FONT_BYTES} bytes or false, not ${describe(font)}`,
    );
  if (wasm !== undefined && !(wasm instanceof URL) && typeof wasm !== 'string') return null;
  try {
    return await loadFont(
      await bytesFromUrl(
        wasm === undefined ? defaultFontUrl() : new URL('delve-vga.f16', absolute(wasm)),
      ),
    );
  } catch {
    return null; // pictures then say how to give a font
  }
}

async function compileFromUrl(url, where) {
  return from(where, url, () => compileUrl(url));
}

async function compileUrl(url) {
  if (url.protocol === 'file:') return WebAssembly.compile(await readFile(url));
  const response = await fetchOk(url);
  // Streaming compilation needs the application/wasm type; fall back to bytes without it.
  if (WebAssembly.compileStreaming && response.headers.get('content-type') === 'application/wasm') {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await fileBytes(response));
}

async function compile(source, where) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source))
    return from(where, `${source.byteLength} bytes`, () => WebAssembly.compile(source));
  if (source instanceof URL || typeof source === 'string')
    return compileFromUrl(absolute(source), where);
  throw new TypeError(
    `options.wasm must be a URL, a string URL, bytes (ArrayBuffer or typed array) or a WebAssembly.Module, not ${describe(source)}`,
  );
}

// Returns the instance's exports, initialised.
export async function instantiate(source) {
  const module = await (source === undefined
    ? compile(defaultWasmUrl(), 'loadDelve (no options.wasm)') // (the URL tried follows)
    : compile(source, 'options.wasm'));
  const instance = await WebAssembly.instantiate(module, {});
  if (
    typeof instance.exports._initialize !== 'function' ||
    typeof instance.exports.delve_wasm_alloc !== 'function'
  ) {
    throw new TypeError(
      'options.wasm is not delve.wasm: the module lacks the exports _initialize and delve_wasm_alloc',
    );
  }
  instance.exports._initialize();
  return instance.exports;
}
