/** A link that looks like the mobile button beside it (m-btn is styled for <button>). */
export const LINK_BUTTON_STYLE = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' } as const;
