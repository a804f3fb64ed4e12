// The layouts of the C structs that cross into JavaScript, read once from the module's own table
// (src/wasm/wasm_layout.c): every field is found by name, so the C structs are passed as they
// are. DOM-free.

const TYPES = [null, 'i32', 'u32', 'u8', 'ptr', 'struct'];
const FIELD_BYTES = 6; // a field's record in the table

/** { delve_rogue_level: { size, fields: { seed: { offset, type, count, layout } ... } } ... }
 *  for every struct of the table; a struct field's `layout` is its element's layout. */
export function readLayouts(exports) {
  const buffer = exports.memory.buffer;
  const i32 = new Int32Array(buffer),
    u16 = new Uint16Array(buffer),
    u8 = new Uint8Array(buffer);
  // the table: {names, layouts, fields} (wasm_layout.c); names one after another, NUL-ended
  const table = exports.delve_wasm_layouts() >> 2;
  let at = i32[table];
  const name = () => {
    const end = u8.indexOf(0, at),
      text = String.fromCharCode(...u8.subarray(at, end));
    at = end + 1;
    return text;
  };
  const list = [];
  // a layout {u16 size, u16 n_fields}; a field {u8 type, u8 layout, u16 offset, u16 count}
  for (let p = i32[table + 1] >> 1, f = i32[table + 2]; u16[p] !== 0; p += 2) {
    const layout = { name: name(), size: u16[p], fields: {} };
    for (let k = 0; k < u16[p + 1]; k++, f += FIELD_BYTES) {
      layout.fields[name()] = {
        offset: u16[(f >> 1) + 1],
        type: TYPES[u8[f]],
        count: u16[(f >> 1) + 2],
        layout: u8[f + 1],
      };
    }
    list.push(layout);
  }
  const byName = {};
  for (const layout of list) {
    for (const field of Object.values(layout.fields))
      field.layout = field.type === 'struct' ? list[field.layout] : null;
    byName[layout.name] = layout;
  }
  return byName;
}

/** The byte offset of each field of a layout: { name: offset }. */
export function offsets(layout) {
  return Object.fromEntries(Object.entries(layout.fields).map(([name, f]) => [name, f.offset]));
}

/** Writes integer fields of the struct at `base` (a byte address): values is { field: number };
 *  fields not named keep what they hold. */
export function writeFields(i32, base, layout, values) {
  for (const key in values) i32[(base + layout.fields[key].offset) >> 2] = values[key];
}

/** The struct at `base` as a plain object: numbers (u32 unsigned), arrays for counted fields
 *  (bytes as a Uint8Array copy), nested objects for structs, pointers as addresses. */
export function readStruct(buffer, base, layout) {
  let v = bufferViews.get(buffer);
  if (!v)
    bufferViews.set(buffer, (v = { i32: new Int32Array(buffer), u8: new Uint8Array(buffer) }));
  return readerOf(layout)(v, base);
}

// Made once, not at every read (game.state() reads its struct and every object of the pack:
// views made and each field's Array.from at every read took 47 µs of its 57): the views of a
// memory's buffer (a new buffer when the memory grows), and each layout's reader.
const bufferViews = new WeakMap(),
  readers = new WeakMap();

function readerOf(layout) {
  let read = readers.get(layout);
  if (read) return read;
  const fields = Object.entries(layout.fields).map(([name, f]) => [name, f.offset, fieldReader(f)]);
  read = (v, base) => {
    const out = {};
    for (const [name, offset, field] of fields) out[name] = field(v, base + offset);
    return out;
  };
  readers.set(layout, read);
  return read;
}

// A field's value from the views `v` at byte address `at`.
function fieldReader({ type, count, layout }) {
  if (type === 'u8')
    return count === 1 ? (v, at) => v.u8[at] : (v, at) => v.u8.slice(at, at + count);
  const one =
    type === 'struct'
      ? (v, at) => readerOf(layout)(v, at)
      : type === 'u32'
        ? (v, at) => v.i32[at >> 2] >>> 0
        : (v, at) => v.i32[at >> 2];
  if (count === 1) return one;
  const step = type === 'struct' ? layout.size : 4;
  return (v, at) => {
    const items = new Array(count);
    for (let k = 0; k < count; k++) items[k] = one(v, at + k * step);
    return items;
  };
}
