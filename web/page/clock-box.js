// The page's Clock button (index.html's #clock): a box under the links where a person types the
// DOS time a game of the original began at (14:32:07.55, as DOS's TIME showed it), or its clock
// seed, and plays that game. seedOf (delve.clockSeed) reads the text, in the core.

/** Wires #clock, #clock-box (a form), #clock-text and #clock-error of `document`. seedOf(text)
 *  gives the clock seed, or throws RangeError saying what is taken; play(dos) starts its game. */
export function listenForClock(document, seedOf, play) {
  const button = document.getElementById('clock');
  const box = document.getElementById('clock-box');
  const text = document.getElementById('clock-text');
  const error = document.getElementById('clock-error');
  const show = (open) => {
    button.setAttribute('aria-expanded', String(open));
    box.hidden = !open;
  };
  button.addEventListener('click', () => {
    show(box.hidden);
    if (!box.hidden) text.focus();
  });
  box.addEventListener('submit', (event) => {
    event.preventDefault();
    let dos;
    try {
      dos = seedOf(text.value);
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      const why = e.message.replace(/^[\w.]+: /, ''); // without the API's "delve.clockSeed: "
      error.textContent = why[0].toUpperCase() + why.slice(1);
      text.setAttribute('aria-invalid', 'true');
      text.focus();
      return;
    }
    error.textContent = '';
    text.removeAttribute('aria-invalid');
    show(false);
    play(dos);
  });
}
