/** What a texted code is for (POST /stand/sendCode `type`); kept apart from the schemas so screens can name it without zod. */
export const CodePurpose = { login: 1, register: 2, resetPassword: 3 } as const;
