// The page's Share button (index.html's #share): it opens a box under the links with a link that
// replays the game from its start (to watch it), selected, and the HTML that shows the game in
// another page (embed-snippet.js), each with a Copy button; Escape closes it.

/** Wires #share, #share-box and its fields (#share-link, #embed-html) and their Copy buttons
 *  (#share-copy, #embed-copy) in `document`. `link()` and `html()` give the link and the HTML
 *  for the game now (promises: the keys' codec may still be loading); say(text) tells the
 *  player what happened (the page's live region). */
export function listenForShare(document, { link, html }, say) {
  const byId = (id) => document.getElementById(id);
  const button = byId('share');
  const box = byId('share-box');
  // each field, its Copy button, what fills it and what it is
  const fields = [
    [byId('share-link'), byId('share-copy'), link, 'the link: send it'],
    [
      byId('embed-html'),
      byId('embed-copy'),
      html,
      'the HTML of this game: paste it into your page',
    ],
  ];
  const show = (open) => {
    button.setAttribute('aria-expanded', String(open));
    box.hidden = !open;
  };
  button.addEventListener('click', async () => {
    show(box.hidden);
    if (box.hidden) return;
    // the game now, each time the box opens
    for (const [field, , value] of fields) field.value = await value();
    fields[0][0].focus();
    fields[0][0].select();
  });
  // Escape closes it, back to the button that opened it (as the Clock box)
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    show(false);
    button.focus();
  });
  for (const [field, copy, , what] of fields)
    copy.addEventListener('click', () => {
      field.select();
      navigator.clipboard?.writeText(field.value).then(
        () => say(`Copied ${what}.`),
        () => say('The browser keeps the clipboard to itself: it is selected, copy it.'),
      ) ?? say('It is selected: copy it.');
    });
}
