// The atlas's generator, in a Web Worker so the page never waits on it: it loads delve-still.wasm
// (the core without games, beside this script) and answers each task message with the aggregate
// of the levels asked for.
// Messages in:       { id, task: 'rogue', depth, from, to }
//                    { id, task: 'levelmap', options, from, to }
//                    { id, task: 'gallery', levels: [{ seed, depth, mode }] }
// and out: { id, agg, ms } (the levels of seeds sampleSeed(from..to-1): for Rogue in both modes,
// agg = { fixed, classic, diff }), { id, thumbs }, or { id, error }.
import { loadDelve } from '../api/delve.js';
import { CH_ROCK } from '../api/constants.js';
import {
  sampleSeed,
  rogueLevelStats,
  newRogueAggregate,
  addRogueLevel,
  newDiffAggregate,
  addModePair,
  levelmapLevelStats,
  newLevelmapAggregate,
  addLevelmapLevel,
} from './stats.js';

// (font: false: the atlas draws no PNG or SVG pictures, so no font file is fetched)
const ready = loadDelve({ wasm: new URL('delve-still.wasm', self.location.href), font: false });

// Each seed in both modes, counted apart and compared.
function rogue(delve, { depth, from, to }) {
  const agg = {
    fixed: newRogueAggregate(),
    classic: newRogueAggregate(),
    diff: newDiffAggregate(),
  };
  for (let i = from; i < to; i++) {
    const seed = sampleSeed(i);
    const fixed = delve.rogue({ seed, depth, mode: 'fixed' }),
      classic = delve.rogue({ seed, depth, mode: 'classic' });
    const fixedStats = rogueLevelStats(fixed),
      classicStats = rogueLevelStats(classic);
    addRogueLevel(agg.fixed, fixedStats);
    addRogueLevel(agg.classic, classicStats);
    addModePair(agg.diff, fixed, classic, fixedStats, classicStats);
  }
  return agg;
}

// LevelMap: the zero-copy block view (levelmapBlocks), which is all the counting reads.
function levelmap(delve, { options, from, to }) {
  const agg = newLevelmapAggregate();
  for (let i = from; i < to; i++)
    addLevelmapLevel(
      agg,
      levelmapLevelStats(delve.levelmapBlocks({ ...options, seed: sampleSeed(i) })),
    );
  return agg;
}

// The colour of a cell's block: its glyph's foreground (the attribute's low nibble), or where that
// is black, its background (the stairs are black on green).
const blockColour = (attr) => attr & 15 || (attr >> 4) & 7;

// Each level's map as PC colour numbers (blockColour of the attribute the game draws each glyph
// in; 0, black, for rock), one byte per cell, for the page's thumbnails.
function gallery(delve, { levels }) {
  return levels.map((where) => {
    const { cols, rows, chars } = delve.rogueMap(where);
    const colours = new Uint8Array(cols * rows);
    for (let i = 0; i < colours.length; i++)
      colours[i] = chars[i] === CH_ROCK ? 0 : blockColour(delve.glyphAttrs[chars[i]]);
    return { ...where, cols, rows, colours };
  });
}

self.onmessage = async ({ data }) => {
  try {
    const delve = await ready;
    const t0 = performance.now();
    if (data.task === 'gallery') {
      const thumbs = gallery(delve, data);
      self.postMessage(
        { id: data.id, thumbs },
        thumbs.map((t) => t.colours.buffer),
      );
      return;
    }
    const agg = data.task === 'rogue' ? rogue(delve, data) : levelmap(delve, data);
    const transfer = agg.fixed
      ? [agg.fixed, agg.classic].flatMap((a) => [a.stairs.buffer, a.player.buffer])
      : [];
    self.postMessage({ id: data.id, agg, ms: performance.now() - t0 }, transfer);
  } catch (error) {
    console.error(error); // the stack, for the console; the page says the message
    self.postMessage({ id: data.id, error: String(error?.message ?? error) });
  }
};
