// The layouts of the C structs that cross into JavaScript, read once from the module's own table
// (src/wasm/wasm_layout.c): every field is found by name, so the C structs are passed as they
// are. DOM-free.

const TYPES = [null, 'i32', 'u32', 'u8', 'ptr', 'struct'];

/** { delve_rogue_level: { size, fields: { seed: { offset, type, count, layout } ... } } ... }
 *  for every struct of the table; a struct field's `layout` is its element's layout. */
export function readLayouts(exports) {
  const buffer = exports.memory.buffer;
  const i32 = new Int32Array(buffer),
    u8 = new Uint8Array(buffer);
  const name = (p) => String.fromCharCode(...u8.subarray(p, u8.indexOf(0, p)));
  const list = [];
  for (let p = exports.delve_wasm_layouts() >> 2; i32[p] !== 0; p += 4) {
    const layout = { name: name(i32[p]), size: i32[p + 1], fields: {} };
    for (let f = i32[p + 3] >> 2, k = 0; k < i32[p + 2]; k++, f += 5) {
      layout.fields[name(i32[f])] = {
        offset: i32[f + 1],
        type: TYPES[i32[f + 2]],
        count: i32[f + 3],
        layout: i32[f + 4],
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

/** Writes integer fields of the struct at `base` (a byte address): values is { field: number },
 *  nested structs as "outer.inner"; fields not named keep what they hold. */
export function writeFields(i32, base, layout, values) {
  for (const [key, value] of Object.entries(values)) {
    const [outer, inner] = key.split('.');
    const f = layout.fields[outer];
    const offset = inner ? f.offset + f.layout.fields[inner].offset : f.offset;
    i32[(base + offset) >> 2] = value;
  }
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
