// Apart from plain-answer.ts: the guest page's first script needs only these names.

/** The query of a page with a guest form open for `count` guests, which works without a script. */
export const OPEN_FORM_QUERY = { moduleId: 'svara', count: 'antal', answered: 'tack' } as const
