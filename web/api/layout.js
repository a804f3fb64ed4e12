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

/** Each field's index in an Int32Array of the memory, from the struct's (offset / 4), made once a
 *  layout: for the reads that run at every call (game.state(), the pack's objects). */
export function words(layout) {
  let w = wordIndexes.get(layout);
  if (!w)
    wordIndexes.set(
      layout,
      (w = Object.fromEntries(Object.entries(offsets(layout)).map(([n, o]) => [n, o >> 2]))),
    );
  return w;
}
const wordIndexes = new WeakMap();

/** Writes integer fields of the struct at `base` (a byte address): values is { field: number };
 *  fields not named keep what they hold. */
export function writeFields(i32, base, layout, values) {
  for (const key in values) i32[(base + layout.fields[key].offset) >> 2] = values[key];
}

/** The struct at `base` as a plain object: numbers (u32 unsigned), arrays for counted fields
 *  (bytes as a Uint8Array copy), nested objects for structs, pointers as addresses. */
export function readStruct(buffer, base, layout) {
  const i32 = new Int32Array(buffer),
    u8 = new Uint8Array(buffer);
  const out = {};
  for (const [name, f] of Object.entries(layout.fields)) {
    const at = base + f.offset;
    if (f.type === 'struct') {
      const items = Array.from({ length: f.count }, (_, k) =>
        readStruct(buffer, at + k * f.layout.size, f.layout),
      );
      out[name] = f.count === 1 ? items[0] : items;
    } else if (f.type === 'u8') {
      out[name] = f.count === 1 ? u8[at] : u8.slice(at, at + f.count);
    } else {
      const values = Array.from({ length: f.count }, (_, k) =>
        f.type === 'u32' ? i32[(at >> 2) + k] >>> 0 : i32[(at >> 2) + k],
      );
      out[name] = f.count === 1 ? values[0] : values;
    }
  }
  return out;
}
