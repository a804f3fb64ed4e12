// The page's Embed button (index.html's #embed): it opens a box under the links with the HTML
// that shows the game in another page (embed-snippet.js), selected, and a Copy button; Escape
// closes it.
// html() gives that HTML for the game now (a promise: the keys' codec may still be loading).

/** Wires #embed, #embed-box, #embed-html and #embed-copy of `document`; say(text) tells the
 *  player what happened (the page's live region). */
export function listenForEmbed(document, html, say) {
  const button = document.getElementById('embed');
  const box = document.getElementById('embed-box');
  const text = document.getElementById('embed-html');
  const copy = document.getElementById('embed-copy');
  const show = (open) => {
    button.setAttribute('aria-expanded', String(open));
    box.hidden = !open;
  };
  button.addEventListener('click', async () => {
    show(box.hidden);
    if (box.hidden) return;
    text.value = await html(); // the game now, each time the box opens
    text.focus();
    text.select();
  });
  // Escape closes it, back to the button that opened it (as the Clock box)
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    show(false);
    button.focus();
  });
  copy.addEventListener('click', () => {
    text.select();
    navigator.clipboard?.writeText(text.value).then(
      () => say('Copied the HTML of this game: paste it into your page.'),
      () => say('The browser keeps the clipboard to itself: the HTML is selected, copy it.'),
    ) ?? say('The HTML is selected: copy it.');
  });
}
