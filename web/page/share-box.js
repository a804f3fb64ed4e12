// The page's Share button (index.html's #share): it opens a box under the links with a link to the
// game (to watch it replayed, once it has keys), selected, and the HTML that shows the game in
// another page (embed-snippet.js), each with a Copy button, and one that copies a link to play
// on from the screen shown (the address's own, for a phone, where the address bar is hard to
// copy from); Escape closes it. While it is open
// the page keeps both fields those of the game as it goes on (refresh), so a Copy copies the
// game as it is (in the click itself: browsers let a page write the clipboard only there).

/** Wires #share, #share-box and its fields (#share-link, described by #share-what, and
 *  #embed-html, by #embed-what) and their Copy buttons (#share-copy, #embed-copy, and
 *  #share-play) in `document`. `link()` gives the game's link now ({ href, what, playOn }: the
 *  link, the words that say what it is, and a link that plays on from the screen shown, or
 *  null where href is that) and `html()` its HTML ({ html, what }; promises: the keys' codec
 *  may still be loading); say(text) tells the player what happened (the page's live region).
 *  Returns { refresh() }, for after each key. */
export function listenForShare(document, { link, html }, say) {
  const byId = (id) => document.getElementById(id);
  const [button, box, what, linkField, htmlWhat, htmlField] = [
    'share',
    'share-box',
    'share-what',
    'share-link',
    'embed-what',
    'embed-html',
  ].map(byId);
  const show = (open) => {
    button.setAttribute('aria-expanded', String(open));
    box.hidden = !open;
  };
  const playButton = byId('share-play');
  let href = '',
    playOn = null;
  const fill = async () => {
    const shared = await link();
    linkField.value = href = shared.href;
    what.textContent = shared.what;
    playOn = shared.playOn;
    playButton.hidden = !playOn;
    const embedded = await html();
    htmlField.value = embedded.html;
    htmlWhat.textContent = embedded.what;
  };
  button.addEventListener('click', async () => {
    show(box.hidden);
    if (box.hidden) return;
    try {
      await fill(); // the game now, each time the box opens
    } catch (error) {
      show(false);
      say(`The link cannot be made: ${error.message}`);
      return;
    }
    linkField.focus();
    linkField.select();
    byId('share-copy').scrollIntoView({ block: 'nearest' }); // a phone: the box below the fold
  });
  // Escape closes it, back to the button that opened it (as the Clock box)
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    show(false);
    button.focus();
  });
  // [what is copied, the button, what the player is told, the field that shows it (the link's
  // shows the one copied: selected, it is there to copy where the clipboard is refused)]
  const copies = [
    [() => href, 'share-copy', 'the link: send it', linkField],
    [
      () => htmlField.value,
      'embed-copy',
      'the HTML of this game: paste it into your page',
      htmlField,
    ],
    [() => playOn, 'share-play', 'a link that plays on from here: send it', linkField],
  ];
  for (const [value, id, words, field] of copies) {
    const copy = byId(id);
    const label = copy.textContent;
    copy.addEventListener('click', () => {
      if (field === linkField) linkField.value = value();
      field.select();
      const copied = () => {
        say(`Copied ${words}.`);
        copy.textContent = 'Copied'; // seen as well as heard, for a moment
        setTimeout(() => (copy.textContent = label), 2000);
      };
      navigator.clipboard
        ?.writeText(value())
        .then(copied, () =>
          say('The browser keeps the clipboard to itself: it is selected, copy it.'),
        ) ?? say('It is selected: copy it.');
    });
  }
  return { refresh: () => box.hidden || fill().catch(() => {}) }; // said when it opened
}
