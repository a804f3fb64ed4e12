// The game page (build/web/index.html): an 80x25 IBM PC text screen in xterm.js, the VGA font,
// the keyboard. The core renders the screen; this file only paints it and forwards keys.
import { Terminal } from '@xterm/xterm';
import { loadDelve } from './delve.js';
import { TerminalDiff, PC_THEME } from './terminal-diff.js';
import { actionForKey, HELP_LINES } from './keys.js';
import { parseHash, formatHash } from './location-hash.js';

const FONT = '"Delve VGA"';

// The largest whole multiple of 16 device pixels per line that fits the window: only those
// sizes draw the 8x16 font without blur.
function fontSize(cols, rows) {
  const dpr = window.devicePixelRatio || 1;
  const fit = Math.min(window.innerWidth * dpr / (cols * 8), (window.innerHeight - 8) * dpr / (rows * 16));
  const scale = Math.max(1, Math.floor(fit));
  return (16 * scale) / dpr;
}

function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

async function main() {
  // the font before open(), or xterm measures the fallback font; the core meanwhile
  const [, delve] = await Promise.all([document.fonts.load(`16px ${FONT}`), loadDelve()]);
  const readHash = () => {
    const wanted = parseHash(location.hash, randomSeed());
    for (const problem of wanted.problems) console.warn(`delve: ${problem}; using a default`);
    return wanted;
  };
  const start = readHash();

  let game = null;
  let diff = null;
  let showingHelp = false;
  const term = new Terminal({
    cols: 80, rows: 25, fontFamily: FONT, fontSize: 16, lineHeight: 1, letterSpacing: 0,
    theme: PC_THEME, cursorBlink: false, scrollback: 0, allowTransparency: false,
    customGlyphs: false, // the VGA font's own box-drawing shapes
  });
  const host = document.getElementById('screen');
  term.open(host);

  let shown = ''; // the seed, depth and generator the address and title show
  function paint() {
    const screen = game.screen();
    if (!diff || diff.cols !== screen.cols) {
      diff = new TerminalDiff(screen.cols, screen.rows, delve.cp437);
      term.resize(screen.cols, screen.rows);
    }
    const ansi = diff.update(screen.chars, screen.attrs);
    if (ansi) term.write(ansi);
  }

  // The address and title follow the level; they change only on a new game or a descent
  // (replaceState is the slowest thing a key press could do).
  function showLevel() {
    const s = game.state();
    const hash = formatHash({ seed: s.seed, depth: s.depth, generator: s.generator });
    if (hash === shown) return;
    shown = hash;
    history.replaceState(null, '', hash);
    document.title = `delve — ${s.generator === 'levelmap' ? 'LevelMap' : 'Rogue'} seed ${s.seed}, depth ${s.depth}`;
  }

  function newGame(seed, depth, generator) {
    if (game) game.destroy();
    game = delve.game({ generator, seed, depth });
    window.delvePage = { term, game, delve, firstFrameMs: window.delvePage?.firstFrameMs };
    paint();
    showLevel();
    window.delvePage.firstFrameMs ??= performance.now(); // since navigation started
  }

  function showHelp() {
    showingHelp = true;
    const lines = ['delve — keys', '', ...HELP_LINES, '', 'A seed names a whole dungeon: share the address to share the level.',
      '', 'Press any key to return to the game.'];
    term.write('\x1b[0;37;40m\x1b[2J');
    lines.forEach((line, i) => term.write(`\x1b[${i + 3};5H${line}`));
    diff.invalidate();
  }

  function onKey(event) {
    if (event.type !== 'keydown') return false;
    if (showingHelp) {
      showingHelp = false;
      paint();
      return false;
    }
    const s = game.state();
    if (event.key === '?') showHelp();
    else if (event.key === 'R') newGame(randomSeed(), 1, s.generator);
    else if (event.key === 'G') newGame(s.seed, 1, s.generator === 'rogue' ? 'levelmap' : 'rogue');
    else {
      const action = actionForKey(event);
      if (!action) return true;
      if (game.act(action).descended) showLevel();
      paint();
    }
    event.preventDefault();
    return false;
  }
  term.attachCustomKeyEventHandler(onKey);

  function fit() {
    term.options.fontSize = fontSize(term.cols, term.rows);
  }
  window.addEventListener('resize', fit);
  window.addEventListener('hashchange', () => {
    const next = readHash();
    const s = game.state();
    if (next.seed !== s.seed || next.depth !== s.depth || next.generator !== s.generator) {
      newGame(next.seed, next.depth, next.generator);
    }
  });
  newGame(start.seed, start.depth, start.generator);
  fit();
  term.focus();
}

main().catch((error) => {
  console.error(error);
  document.getElementById('screen').textContent = `delve could not start: ${error.message}`;
});
