/** Site interaction tasks and actions (owned by sites/). The sites module defines them fully. */
export type SiteTask = { t: 'interactStart'; seat: number };
export type SiteAction = { a: 'interact' };
