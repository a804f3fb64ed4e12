// delve-dungeons from CommonJS: require('delve-dungeons').loadDelve() loads the ES module (it is
// asynchronous anyway) and returns the same Promise<Delve> as the import does.
'use strict';

exports.loadDelve = (options) => import('./delve.js').then((m) => m.loadDelve(options));
