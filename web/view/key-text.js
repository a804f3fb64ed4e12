// A game's keys as the text of a link (DOM-free): the keys (one byte each, codes 1..255, as
// game.keys() returns them) compressed with raw deflate (fflate) and written in base64url, the
// alphabet an address keeps as it is. A game's keys repeat (runs, searches, the same moves), so
// 2,000 keys of the recorded games take about 1,500 characters: a link a chat app accepts.
import { deflateSync, Inflate } from 'fflate';

// The longest keys a link may unpack to: a link is typed or pasted, so a few that unpack to far
// more (a deflate bomb) are refused rather than played.
export const LINK_KEYS_MAX = 1 << 20;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

// A link checks its keys, so that one changed on the way (a character of it) is said, not played
// as other keys: it starts with three bytes that no deflate stream starts with (bits 1 and 2 of
// the first set: a block of type 3, which deflate reserves) holding 22 bits of a hash of the
// keys (FNV-1a). A link made before has no such start: its keys are read unchecked (and so is
// a link whose change took the mark away: about half the changes of its first two characters).
const CHECKED = 6;
const CHANGED =
  'keys fail their check: the link was cut short or changed on the way (copy the whole link)';

// (saved-game.js hashes a screen so too: not shared, as a module of its own would be a chunk of
// its own, fetched with the page's first script)
function checkOf(bytes) {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193);
  return (h ^ (h >>> 22)) & 0x3fffff;
}

/** The link text of `keys` (a string of character codes 1..255); '' for none. More keys than
 *  a link may unpack to (LINK_KEYS_MAX) are a RangeError: its link could not be read back. */
export function encodeKeys(keys) {
  if (!keys) return '';
  if (keys.length > LINK_KEYS_MAX)
    throw new RangeError(
      `a game of ${keys.length} keys is longer than a link carries (${LINK_KEYS_MAX})`,
    );
  const bytes = Uint8Array.from(keys, (k) => k.charCodeAt(0));
  const c = checkOf(bytes);
  let binary = String.fromCharCode(CHECKED | (c & 1) | ((c & 62) << 2), (c >> 6) & 255, c >> 14);
  for (const b of deflateSync(bytes, { level: 9 })) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The keys of a link's text; throws RangeError naming what is wrong with it. */
export function decodeKeys(text) {
  if (!text) return '';
  if (!BASE64URL.test(text)) throw new RangeError('keys must be the base64url text of a game link');
  if (text.length % 4 === 1) throw new RangeError(CUT); // base64url never ends so
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  let packed = Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    check = null;
  if ((packed[0] & CHECKED) === CHECKED) {
    if (packed.length < 3) throw new RangeError(CUT);
    check = (packed[0] & 1) | ((packed[0] >> 2) & 62) | (packed[1] << 6) | (packed[2] << 14);
    packed = packed.subarray(3);
  }
  let bytes;
  try {
    bytes = inflate(packed);
  } catch (error) {
    // a checked link that does not unpack was cut or changed, which of the two no one can tell
    if (check === null || error.message.startsWith('keys unpack')) throw error;
    throw new RangeError(CHANGED, { cause: error });
  }
  if (check !== null && checkOf(bytes) !== check) throw new RangeError(CHANGED);
  if (!bytes.length) throw new RangeError('keys unpack to no key: no link is made so'); // none is ''
  if (bytes.includes(0)) throw new RangeError('keys unpack to a 0 byte, which is no key');
  let keys = '';
  const chunk = 4096;
  for (let i = 0; i < bytes.length; i += chunk)
    keys += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return keys;
}

// A link's keys that end too soon: a link copied or sent in part (fflate's error code for a
// stream that ends before its last block).
const EOF = 0;
const CUT = 'keys is cut short: the link ends before its last key (copy the whole link)';

// Raw inflate, a piece of the input at a time, so that what unpacks past LINK_KEYS_MAX is
// refused before it is all in memory. Input that is all read without the stream's last block
// was cut short; input deflate cannot read is no link's.
function inflate(packed) {
  const parts = [];
  let size = 0,
    done = false;
  const stream = new Inflate((part, final) => {
    size += part.length;
    if (size > LINK_KEYS_MAX)
      throw new RangeError(`keys unpack to more than ${LINK_KEYS_MAX} keys`);
    parts.push(part);
    done = final;
  });
  const piece = 1024;
  try {
    for (let i = 0; i < packed.length; i += piece)
      stream.push(packed.subarray(i, i + piece), i + piece >= packed.length);
  } catch (error) {
    if (error instanceof RangeError) throw error;
    if (error.code !== EOF)
      throw new RangeError('keys is not the text of a game link: it does not unpack', {
        cause: error,
      });
  }
  if (!done) throw new RangeError(CUT);
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
